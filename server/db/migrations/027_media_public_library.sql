-- Issue #35: albums, videos and documents take the public library goods and plans have (spec §4),
-- in place of a yes/no flag: not public, all visible, or visible to the listed stores only, set
-- by the share actions. The stored values are the goods' (004_goods.sql). A record that was in the
-- library stays visible to all (yes → 'all'); one that was not stays out (no → 'none').
-- The listed stores are a reference holding several ids (the engine's `bigint[]`).
DO $$
DECLARE
  media text;
BEGIN
  FOREACH media IN ARRAY ARRAY['albums', 'videos', 'documents'] LOOP
    EXECUTE format(
      $sql$
        ALTER TABLE %1$I
          ADD COLUMN visibility text NOT NULL DEFAULT 'none' CHECK (visibility IN ('none', 'all', 'partial')),
          ADD COLUMN visible_store_ids bigint[] NOT NULL DEFAULT '{}';
        UPDATE %1$I SET visibility = CASE WHEN public_library THEN 'all' ELSE 'none' END;
        ALTER TABLE %1$I DROP COLUMN public_library;
      $sql$,
      media
    );
  END LOOP;
END
$$;
