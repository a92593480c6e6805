-- A merchant's import config (spec §3 "Import config", issue 20): the resolution and type a new
-- plan or hall takes when its create (a form, a batch excel row, a link) does not name them. No
-- row: the product's defaults, 4K and ordinary roaming.
CREATE TABLE plan_import_configs (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  resolution text NOT NULL CHECK (resolution IN ('2k', '4k', '8k')),
  type text NOT NULL CHECK (type IN ('roaming', 'rendering')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
