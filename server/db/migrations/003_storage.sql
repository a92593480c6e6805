-- Uploads and storage (issue 5): every stored file, and the secret that signs upload tokens.

CREATE TABLE files (
  id bigserial PRIMARY KEY,
  merchant_id bigint REFERENCES merchants (id),
  account_id bigint REFERENCES accounts (id),
  storage_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  original_name text NOT NULL DEFAULT '',
  mime text NOT NULL,
  size bigint NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_merchant_idx ON files (merchant_id, id DESC);

-- One row: the key upload tokens are signed with, made by the database so every instance shares it.
CREATE TABLE storage_secrets (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
INSERT INTO storage_secrets (id, secret)
VALUES (1, encode(sha256((random()::text || clock_timestamp()::text || pg_backend_pid()::text)::bytea), 'hex')
        || encode(sha256((random()::text || txid_current()::text)::bytea), 'hex'));
