-- Apps and the public showroom (issue 38; spec §3 "App", §4, §5, §9): style templates (the
-- operators' system ones and a merchant's custom ones), the merchant's background library, apps,
-- and the view ids that publish apps, plans and halls at /smartStore/<viewuuid>.

-- A style template: one of the two styles (spec §3: refreshing/simple and technology) with its
-- colours, font, layout and list style. merchant_id null is a system template every merchant may
-- pick. A template is closed before it is deleted (spec §4): closed ones are picked by no new app.
CREATE TABLE style_templates (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  style text NOT NULL DEFAULT 'simple' CHECK (style IN ('simple', 'technology')),
  primary_color text NOT NULL DEFAULT '#1677ff' CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
  background_color text NOT NULL DEFAULT '#ffffff' CHECK (background_color ~ '^#[0-9a-f]{6}$'),
  text_color text NOT NULL DEFAULT '#1f1f1f' CHECK (text_color ~ '^#[0-9a-f]{6}$'),
  font text NOT NULL DEFAULT 'sans' CHECK (font IN ('sans', 'serif', 'rounded')),
  layout text NOT NULL DEFAULT 'tabs' CHECK (layout IN ('tabs', 'sections')),
  list_style text NOT NULL DEFAULT 'grid' CHECK (list_style IN ('grid', 'list', 'large')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX style_templates_merchant_idx ON style_templates (merchant_id, id DESC);

-- The merchant's background library (spec §9: at most 10, images or videos), which the app form
-- picks its PC and mobile backgrounds from.
CREATE TABLE app_backgrounds (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('image', 'video')),
  url text NOT NULL,
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_backgrounds_merchant_idx ON app_backgrounds (merchant_id, id);

-- Apps: a branded showroom over the merchant's content. The content lists are ids of the merchant's
-- own records (checked by the plug-in on every write; a deleted record simply drops out of the
-- showroom). viewuuid is given on the first publish and kept (its public address never changes).
CREATE TABLE apps (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  cover_pic text NOT NULL DEFAULT '',
  thumb text NOT NULL DEFAULT '',
  wide_thumb text NOT NULL DEFAULT '',
  pc_background text NOT NULL DEFAULT '',
  mobile_background text NOT NULL DEFAULT '',
  style_template_id bigint REFERENCES style_templates (id),
  list_style text NOT NULL DEFAULT 'template' CHECK (list_style IN ('template', 'grid', 'list', 'large')),
  channel smallint NOT NULL DEFAULT 0 CHECK (channel BETWEEN 0 AND 5),
  share_description text NOT NULL DEFAULT '',
  plan_tags text[] NOT NULL DEFAULT '{}',
  language text NOT NULL DEFAULT 'zh' CHECK (language IN ('en', 'zh', 'es', 'ja')),
  music text NOT NULL DEFAULT '',
  open_screen text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  guide_image text NOT NULL DEFAULT '',
  activity_image text NOT NULL DEFAULT '',
  -- Sealed by pgcrypto under the server's 'sealed-fields' secret (server/engine/sealed-fields.ts); '' when none.
  view_password text NOT NULL DEFAULT '',
  coupon_link text NOT NULL DEFAULT '',
  custom_link text NOT NULL DEFAULT '',
  plan_ids bigint[] NOT NULL DEFAULT '{}',
  hall_ids bigint[] NOT NULL DEFAULT '{}',
  commodity_ids bigint[] NOT NULL DEFAULT '{}',
  album_ids bigint[] NOT NULL DEFAULT '{}',
  video_ids bigint[] NOT NULL DEFAULT '{}',
  document_ids bigint[] NOT NULL DEFAULT '{}',
  coupon_ids bigint[] NOT NULL DEFAULT '{}',
  activity_ids bigint[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'published')),
  on_shelf boolean NOT NULL DEFAULT false,
  visibility text NOT NULL DEFAULT 'none' CHECK (visibility IN ('none', 'all', 'partial')),
  visible_store_ids bigint[] NOT NULL DEFAULT '{}',
  viewuuid text UNIQUE CHECK (viewuuid ~ '^[a-f0-9]{32}$'),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX apps_merchant_idx ON apps (merchant_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX apps_deleted_idx ON apps (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX apps_style_template_idx ON apps (style_template_id) WHERE style_template_id IS NOT NULL;

-- Published plans and halls open at /smartStore/<viewuuid> too.
ALTER TABLE plans ADD COLUMN viewuuid text UNIQUE CHECK (viewuuid ~ '^[a-f0-9]{32}$');
-- Plans and halls published before this migration open there too (their Publish button is idle until the draft changes).
UPDATE plans SET viewuuid = replace(gen_random_uuid()::text, '-', '') WHERE status = 'published' AND NOT template AND deleted_at IS NULL;

CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- The sealed-fields secret (the verify-view password, the keys the showroom page carries).
INSERT INTO server_secrets (name, secret)
VALUES ('sealed-fields', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));

-- A publishable key sealed under that secret, so the showroom page can carry the live key (issue
-- 38); keys issued before this migration have none and are re-issued by the next publish.
ALTER TABLE publishable_keys ADD COLUMN key_sealed text;
