-- Plans and halls (issue 20, spec §3 "Plan and hall"): panoramic spaces made of scenes joined by
-- hotspots. One table for both kinds and for the operators' templates of each, told apart by
-- `kind` and `template`; the resources read it through fixed conditions. A template belongs to the
-- platform (no merchant); a merchant's copy of it is a plan of its own.
CREATE TABLE plans (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('plan', 'hall')),
  template boolean NOT NULL DEFAULT false,
  -- Who may copy a template: merchants with the basic privilege copy basic ones, with all, any.
  template_tier text NOT NULL DEFAULT 'basic' CHECK (template_tier IN ('basic', 'premium')),
  -- The guide or designer who made it (guides see every plan of their merchant, read-only).
  sale_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  -- The first scene's small picture, kept by the server whenever the scenes change.
  cover text NOT NULL DEFAULT '',
  resolution text NOT NULL DEFAULT '4k' CHECK (resolution IN ('2k', '4k', '8k')),
  type text NOT NULL DEFAULT 'roaming' CHECK (type IN ('roaming', 'rendering')),
  layer_support boolean NOT NULL DEFAULT false,
  source text NOT NULL DEFAULT 'gallery' CHECK (source IN ('kujiale', 'gallery', 'link', 'excel', 'template', 'copy')),
  source_link text NOT NULL DEFAULT '',
  -- The merchant's stores that show it; empty means every store.
  store_ids bigint[] NOT NULL DEFAULT '{}',
  hidden_ends text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
  -- Public library (spec §4): non-public, all visible, or visible to the listed stores only.
  visibility text NOT NULL DEFAULT 'none' CHECK (visibility IN ('none', 'all', 'partial')),
  visible_store_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Spec §4: a plan whose import failed cannot be restored from the recycle bin.
  import_status text NOT NULL DEFAULT 'ready' CHECK (import_status IN ('importing', 'ready', 'failed')),
  import_error text NOT NULL DEFAULT '',
  -- The recycle bin's name for it, shared with goods.
  upload_failed boolean GENERATED ALWAYS AS (import_status = 'failed') STORED,
  scene_count integer NOT NULL DEFAULT 0 CHECK (scene_count >= 0),
  -- The draft the editor works on (resources/plans/scene-graph.ts), whole; null until an import
  -- stored one. `revision` counts its saves: a save names the revision it began from (409 if stale).
  scene_graph jsonb,
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  -- What viewers see: the draft as it was when last published, and which revision that was.
  published_graph jsonb,
  published_revision integer,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (template = (merchant_id IS NULL))
);
CREATE INDEX plans_merchant_idx ON plans (merchant_id, kind, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX plans_merchant_updated_idx ON plans (merchant_id, kind, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX plans_templates_idx ON plans (kind, id DESC) WHERE template;
-- The recycle bin's list per merchant, and the daily purge across merchants.
CREATE INDEX plans_deleted_idx ON plans (deleted_at) WHERE deleted_at IS NOT NULL;
