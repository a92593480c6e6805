-- Lists and exports at scale (a merchant with a million goods).
--
-- Goods lists pick a page's ids from an index first (a deferred join, resource.repository.ts):
-- with `merchant_id` leading, the live rows (`deleted_at IS NULL`, the recycle bin's rows are not
-- listed) and the list's `id DESC` tie-break last, ORDER BY … LIMIT … OFFSET reads the index
-- only, so a page at offset 9,980 costs about what the first one does. The default sort (-id)
-- already has commodities_merchant_idx. A descending sort on an ascending index (and the other
-- way round) is a backward scan plus an incremental sort of the ties by id: one index serves
-- both directions of a column.
CREATE INDEX IF NOT EXISTS commodities_merchant_updated_idx ON commodities (merchant_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS commodities_merchant_created_idx ON commodities (merchant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS commodities_merchant_name_idx ON commodities (merchant_id, name, id DESC) WHERE deleted_at IS NULL;
-- Price and stock: their sorts, and their range filters (price from / to) under the default sort.
CREATE INDEX IF NOT EXISTS commodities_merchant_price_idx ON commodities (merchant_id, price, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS commodities_merchant_stock_idx ON commodities (merchant_id, stock, id DESC) WHERE deleted_at IS NULL;
-- The goods list's state filters (draft / submitted, on / off the shelf) under the default sort.
CREATE INDEX IF NOT EXISTS commodities_merchant_status_idx ON commodities (merchant_id, status, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS commodities_merchant_shelf_idx ON commodities (merchant_id, on_shelf, id DESC) WHERE deleted_at IS NULL;

-- Exports are written to the file storage (storage.ts) rather than into job_files: the key of a
-- job's output there. Null for jobs whose file is in job_files (import error reports, older jobs).
ALTER TABLE jobs ADD COLUMN IF NOT EXISTS file_key text;
