-- Content authorisation (spec §7 "kuxiaoju/content/auth", issue 20): which external viewer
-- channels may show one of a merchant's published plans or halls, and until when. A channel is the
-- merchant's own mini-program (no ref) or one of its own marketplace shops. The POST replaces a
-- plan's rows whole; the server checks that the plan and the shops are the caller's merchant's.
CREATE TABLE content_auths (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  plan_id bigint NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('mini_program', 'marketplace_shop')),
  shop_id bigint REFERENCES marketplace_shops (id) ON DELETE CASCADE,
  -- Null: no end.
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((channel = 'marketplace_shop') = (shop_id IS NOT NULL))
);
-- One grant per plan and channel (and shop); the mini-program has no shop, counted as 0.
CREATE UNIQUE INDEX content_auths_channel_idx ON content_auths (plan_id, channel, coalesce(shop_id, 0));
CREATE INDEX content_auths_merchant_idx ON content_auths (merchant_id, plan_id);
-- The cascade from a deleted shop.
CREATE INDEX content_auths_shop_idx ON content_auths (shop_id) WHERE shop_id IS NOT NULL;
