-- Goods (issue 5): the commodities of spec §3 with their recycle bin (spec §4), and the two
-- libraries of their pages /content/commodityAttr (attributes) and /content/commodityParam
-- (public parameters).

CREATE TABLE commodities (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  -- The guide a row was made for (goods synced per guide later); guides still see every goods
  -- row of their merchant, so the engine does not scope by it.
  sale_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  subtitle text NOT NULL DEFAULT '',
  short_title text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'interface')),
  -- The shop type (style_id, spec §3) interface goods came from; null for goods made by hand.
  origin_style_id integer,
  online_goods_id text NOT NULL DEFAULT '',
  specs text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  cover text NOT NULL DEFAULT '',
  detail_images text[] NOT NULL DEFAULT '{}',
  rotate_images text[] NOT NULL DEFAULT '{}',
  video_url text NOT NULL DEFAULT '',
  video_name text NOT NULL DEFAULT '' CHECK (char_length(video_name) <= 50),
  model_url text NOT NULL DEFAULT '',
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  price numeric(12, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
  original_price numeric(12, 2) CHECK (original_price >= 0),
  sale_price numeric(12, 2) CHECK (sale_price >= 0),
  unit_price numeric(12, 2) CHECK (unit_price >= 0),
  favorable_price numeric(12, 2) CHECK (favorable_price >= 0),
  yield numeric(12, 2) CHECK (yield >= 0),
  -- [{ name, values[] }], [{ name, value }], [{ prop_name, offer, price, promoPrice }]: always
  -- read and written whole with their goods, so JSON rather than child tables.
  attributes jsonb NOT NULL DEFAULT '[]'::jsonb,
  parameters jsonb NOT NULL DEFAULT '[]'::jsonb,
  skus jsonb NOT NULL DEFAULT '[]'::jsonb,
  hidden_ends text[] NOT NULL DEFAULT '{}',
  -- Ids of other goods of the same merchant (at most 10, spec §9), checked by the server.
  linked_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  on_shelf boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
  -- Public library (spec §4): non-public, all visible, or visible to the listed stores only.
  visibility text NOT NULL DEFAULT 'none' CHECK (visibility IN ('none', 'all', 'partial')),
  visible_store_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Spec §4: failed-upload items cannot be restored from the recycle bin.
  upload_failed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX commodities_merchant_idx ON commodities (merchant_id, id DESC) WHERE deleted_at IS NULL;
-- The recycle bin's list per merchant, and the daily purge across merchants.
CREATE INDEX commodities_deleted_idx ON commodities (deleted_at) WHERE deleted_at IS NOT NULL;

CREATE TABLE commodity_attributes (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  -- Named like the goods' own attributes ({ name, values }); always quoted by the query builder.
  "values" text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX commodity_attributes_name_key ON commodity_attributes (merchant_id, name);

CREATE TABLE commodity_parameters (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  value text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX commodity_parameters_name_key ON commodity_parameters (merchant_id, name);
