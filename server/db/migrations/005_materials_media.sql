-- Albums, videos, documents (content libraries, deleted outright: spec §4) and materials (the
-- material centre and the cloud drive: a folder tree per merchant, sized against its capacity).

-- 001 already gives merchants their material capacity (10 GiB); kept idempotent so this file
-- states what it relies on. Provider administration edits it (a later issue).
ALTER TABLE merchants ADD COLUMN IF NOT EXISTS material_capacity bigint NOT NULL DEFAULT 10737418240;

CREATE TABLE albums (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  images text[] NOT NULL,
  -- Spec §3: the cover is the first image; derived here so it can never disagree with images.
  cover text GENERATED ALWAYS AS (images[1]) STORED,
  public_library boolean NOT NULL DEFAULT false,
  hidden_ends text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX albums_merchant_idx ON albums (merchant_id, id DESC);

CREATE TABLE videos (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  url text NOT NULL,
  -- Null: the browser shows the first frame it captured at upload.
  cover text,
  duration numeric,
  size bigint,
  public_library boolean NOT NULL DEFAULT false,
  hidden_ends text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_merchant_idx ON videos (merchant_id, id DESC);

-- The document kind of a file name (resources/media/file-types.ts holds the same table).
CREATE FUNCTION document_file_type(file_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lower(substring(file_name FROM '\.([A-Za-z0-9]+)$'))
    WHEN 'pdf' THEN 'pdf'
    WHEN 'doc' THEN 'word' WHEN 'docx' THEN 'word'
    WHEN 'ppt' THEN 'ppt' WHEN 'pptx' THEN 'ppt'
  END
$$;

CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  name text NOT NULL,
  file text NOT NULL,
  file_name text NOT NULL,
  file_type text GENERATED ALWAYS AS (document_file_type(file_name)) STORED,
  cover text,
  -- What the browser shows without a cover: the icon of the file's type.
  default_cover text GENERATED ALWAYS AS (CASE WHEN cover IS NULL THEN document_file_type(file_name) END) STORED,
  public_library boolean NOT NULL DEFAULT false,
  hidden_ends text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_merchant_idx ON documents (merchant_id, id DESC);

CREATE TABLE materials (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  area text NOT NULL CHECK (area IN ('center', 'pan')),
  kind text NOT NULL CHECK (kind IN ('folder', 'image', 'video', 'audio', 'file', 'speech')),
  pid bigint,
  sort integer NOT NULL DEFAULT 0,
  depth integer NOT NULL CHECK (depth >= 1),
  name text NOT NULL,
  url text,
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  mime text,
  width integer,
  height integer,
  voice_type text,
  content text,
  speed numeric(3, 2),
  volume integer,
  created_by bigint REFERENCES accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, id),
  -- A parent is always of the same merchant; deleting a folder deletes its subtree (spec §4: outright).
  FOREIGN KEY (merchant_id, pid) REFERENCES materials (merchant_id, id) ON DELETE CASCADE
);
-- Serves a folder's listing (the root is pid null per area) and the cascade of the foreign key.
CREATE INDEX materials_children_idx ON materials (merchant_id, pid, area, kind);
