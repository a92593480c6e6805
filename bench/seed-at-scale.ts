import { createHash } from 'node:crypto';
import type pg from 'pg';
import { GUIDE_ROLE_TAG } from '../resources/constants.ts';
import { CUSTOMER_GENDERS, CUSTOMER_SOURCES, CUSTOMER_STYLES } from '../resources/customers/customers.resource.ts';
import { seedDemo } from '../server/seed/seed-demo.ts';
import { type BenchConfig, LARGEST_MERCHANT, SECOND_MERCHANT } from './config.ts';
import { type BenchDatabase, migrateBenchDatabase, recreateBenchDatabase, tableExists } from './database.ts';
import { fmt, seconds } from './format.ts';

/**
 * The data at scale, generated in SQL: the demo (accounts, roles, merchants) plus merchants up to
 * `merchants`; Demo Living gets `goods.largest` goods, Second Home `goods.second`, every other
 * merchant `goods.other`. Goods copy their pictures, attributes, parameters and SKUs from the demo
 * goods (so every row passes the API's response schema) and get deterministic pseudo-random names,
 * prices, stock, shelf and status, timestamps over two years; 1 % more goods are in the recycle
 * bin (so the live goods are exactly the counts above, plus the demo's). Every fifth goods of Demo
 * Living carries a Style tag.
 */
function commodityScript(config: BenchConfig): { label: string; sql: string }[] {
  const extra = config.merchants - 5;
  const merchants = `
INSERT INTO merchants (name, overdue_time, settings)
SELECT 'Bench Merchant ' || lpad(g::text, 2, '0'), now() + interval '365 days', '{"school": false}'
FROM generate_series(1, ${extra}) AS g;

CREATE TEMP TABLE bench_plan AS
SELECT m.id AS merchant_id,
       CASE m.name WHEN '${LARGEST_MERCHANT}' THEN ${config.goods.largest} WHEN '${SECOND_MERCHANT}' THEN ${config.goods.second} ELSE ${config.goods.other} END AS goods
FROM merchants m;

CREATE TEMP TABLE bench_template AS
SELECT row_number() OVER (ORDER BY id) - 1 AS n, cover, image, detail_images, attributes, parameters, skus, specs
FROM commodities WHERE deleted_at IS NULL;`;
  const goods = `-- bench goods, seed version 3
INSERT INTO commodities (merchant_id, name, title, subtitle, source, origin_style_id, online_goods_id, specs, cover, image,
  detail_images, stock, price, original_price, attributes, parameters, skus, on_shelf, status, created_at, updated_at, deleted_at)
SELECT p.merchant_id,
       left((ARRAY['Oak','Walnut','Linen','Velvet','Marble','Rattan','Steel','Teak'])[1 + h % 8] || ' '
         || (ARRAY['bed','sofa','table','chair','lamp','rug','cabinet','shelf','desk','stool'])[1 + (h / 8) % 10] || ' ' || i, 50),
       'Bench goods ' || i || ' of merchant ' || p.merchant_id,
       CASE WHEN h % 4 = 0 THEN 'Free delivery' ELSE '' END,
       CASE WHEN i % 10 = 0 THEN 'interface' ELSE 'manual' END,
       CASE WHEN i % 10 = 0 THEN 0 END,
       CASE WHEN i % 10 = 0 THEN 'TM-' || i ELSE '' END,
       t.specs, t.cover, t.image, t.detail_images,
       h % 500,
       round((h % 1000000) / 100.0, 2),
       round((h % 1000000) / 80.0, 2),
       t.attributes, t.parameters, t.skus,
       h % 2 = 0,
       CASE WHEN h % 3 = 0 THEN 'submitted' ELSE 'draft' END,
       now() - make_interval(secs => h % 63072000),
       now() - make_interval(secs => (h % 63072000) / 2),
       CASE WHEN i > p.goods THEN now() - interval '1 day' END
FROM bench_plan p
CROSS JOIN LATERAL generate_series(1, p.goods + p.goods / 100) AS i
CROSS JOIN LATERAL (SELECT hashint8(p.merchant_id * 10000000 + i)::bigint & 2147483647 AS h) AS r
JOIN bench_template t ON t.n = i % (SELECT count(*) FROM bench_template);`;
  const tags = `
INSERT INTO record_tags (merchant_id, area, record_id, group_id, item)
SELECT c.merchant_id, 'commodity', c.id, g.id, g.items[1 + c.id % array_length(g.items, 1)]
FROM commodities c
JOIN merchants m ON m.id = c.merchant_id AND m.name = '${LARGEST_MERCHANT}'
JOIN tag_groups g ON g.merchant_id = c.merchant_id AND g.area = 'commodity' AND g.name = 'Style'
WHERE c.id % 5 = 0
ON CONFLICT DO NOTHING;`;
  return [
    { label: 'merchants', sql: merchants },
    { label: 'goods', sql: goods },
    { label: 'tags', sql: tags },
  ];
}

/** A SQL array of text constants (the declaration's own options, so every value passes its checks). */
const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Customers: `customers.largest` for Demo Living, `customers.other` for every other merchant, in
 * one INSERT … SELECT generate_series, registered over two years (ids in the order of
 * registration). About a quarter are nobody's; the rest are spread evenly over the merchant's
 * guides (accounts holding a shopping guide's role: in Demo Living the demo's `guide` and `duo`),
 * each in its guide's store, so the guide of figure 11 owns about 3/8 of them. Phones are unique
 * digits per merchant ('199' and the row's number), '' for a third of the mini-program visitors;
 * names, gender, city, address, house area, style, visits and the mini-program user are
 * deterministic pseudo-random. A phone a demo customer already has is left out (ON CONFLICT).
 */
function customerScript(config: BenchConfig): string {
  return `-- bench customers, seed version 1
WITH plan AS (
  SELECT m.id AS merchant_id,
         CASE m.name WHEN '${LARGEST_MERCHANT}' THEN ${config.customers.largest} ELSE ${config.customers.other} END AS n,
         coalesce(g.ids, '{}') AS guides, coalesce(g.stores, '{}') AS stores
  FROM merchants m
  LEFT JOIN LATERAL (
    SELECT array_agg(a.id ORDER BY a.id) AS ids, array_agg(a.store_id ORDER BY a.id) AS stores
    FROM accounts a
    WHERE a.merchant_id = m.id AND EXISTS (SELECT 1 FROM roles r WHERE r.id = ANY (a.role_ids) AND r.role_tag = '${GUIDE_ROLE_TAG}')
  ) g ON true
)
INSERT INTO customers (merchant_id, nickname, phone, gender, source, registered_at, city, address, house_area, style,
  sale_id, store_id, mp_user_id, last_visit_at, total_visits, orders_count, created_at, updated_at)
SELECT p.merchant_id,
       (ARRAY['Ann','Bo','Chen','Dai','Eve','Fang','Gu','Hao','Ivy','Jun','Kai','Lin','Mei','Ning','Ou','Ping'])[1 + h % 16] || ' '
         || (ARRAY['Wang','Li','Zhang','Liu','Chen','Yang','Zhao','Huang','Zhou','Wu'])[1 + (h / 16) % 10] || ' ' || i,
       CASE WHEN s.source = 'mini_program' AND h % 3 = 0 THEN '' ELSE '199' || lpad(i::text, 8, '0') END,
       (${textArray(CUSTOMER_GENDERS)})[1 + (h / 160) % ${CUSTOMER_GENDERS.length}],
       s.source,
       s.registered_at,
       c.city,
       CASE WHEN c.city = '' THEN '' ELSE 'No. ' || (1 + h % 300) || ' ' || (ARRAY['Park','Lake','River','Garden','Century','Harbour'])[1 + (h / 7) % 6] || ' Road' END,
       CASE WHEN h % 5 = 0 THEN NULL ELSE round(50 + (h / 11 % 2500) / 10.0, 2) END,
       (${textArray(CUSTOMER_STYLES)})[1 + (h / 13) % ${CUSTOMER_STYLES.length}],
       p.guides[o.k], p.stores[o.k],
       CASE WHEN s.source = 'mini_program' THEN i ELSE 0 END,
       CASE WHEN v.visits > 0 THEN s.registered_at + (now() - s.registered_at) * ((h % 1000) / 1000.0) END,
       v.visits,
       0,
       s.registered_at,
       s.registered_at
FROM plan p
CROSS JOIN LATERAL generate_series(1, p.n) AS i
CROSS JOIN LATERAL (SELECT hashint8(p.merchant_id * 10000000 + i + 5000000)::bigint & 2147483647 AS h) AS r
CROSS JOIN LATERAL (
  SELECT (${textArray(CUSTOMER_SOURCES)})[1 + (h / 480) % ${CUSTOMER_SOURCES.length}] AS source,
         now() - make_interval(secs => (p.n - i) * 63072000.0 / p.n + h % 600) AS registered_at
) AS s
CROSS JOIN LATERAL (
  SELECT (ARRAY['Shanghai','Beijing','Shenzhen','Guangzhou','Hangzhou','Chengdu','Nanjing','Wuhan','Suzhou','Xiamen','',''])[1 + (h / 1440) % 12] AS city
) AS c
CROSS JOIN LATERAL (SELECT CASE WHEN h % 4 = 0 OR cardinality(p.guides) = 0 THEN NULL ELSE 1 + (h / 4) % cardinality(p.guides) END AS k) AS o
CROSS JOIN LATERAL (SELECT CASE WHEN h % 5 = 1 THEN 0 ELSE 1 + (h / 17) % 30 END AS visits) AS v
ORDER BY s.registered_at
ON CONFLICT DO NOTHING;`;
}

const MARKER_TABLE = 'bench_marker';

interface Marker {
  seed: string;
  merchants: number;
  goods: number;
  customers: number;
}

async function readMarker(pool: pg.Pool): Promise<Marker | undefined> {
  if (!(await tableExists(pool, MARKER_TABLE))) return undefined;
  const result = await pool.query(`SELECT value FROM ${MARKER_TABLE} WHERE key = 'seed'`);
  return result.rows[0]?.value as Marker | undefined;
}

async function writeMarker(pool: pg.Pool, marker: Marker): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${MARKER_TABLE} (key text PRIMARY KEY, value jsonb NOT NULL)`);
  await pool.query(`INSERT INTO ${MARKER_TABLE} (key, value) VALUES ('seed', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [
    JSON.stringify(marker),
  ]);
}

export interface SeedResult {
  database: BenchDatabase;
  seeded: boolean;
  seconds: number;
  goods: number;
  customers: number;
}

/**
 * Seeds the bench database unless it already holds this very seed (same script, same scale): a
 * second run reuses it (migrated to the app's latest migrations). A database holding anything
 * else is dropped and seeded afresh.
 */
export async function seedAtScale(database: BenchDatabase, config: BenchConfig, log: (line: string) => void): Promise<SeedResult> {
  const script = commodityScript(config);
  const customers = customerScript(config);
  const version = createHash('sha256')
    .update(JSON.stringify([script, customers]))
    .digest('hex')
    .slice(0, 16);
  let db = database;
  const marker = await readMarker(db.handle.pool);
  const started = Date.now();
  let seeded = false;
  if (marker?.seed !== version) {
    // Whatever is in it (another seed, an interrupted one, nothing) goes: the database is the bench's own.
    if (marker) log('the bench database holds another seed: recreating it');
    db = await recreateBenchDatabase(db, config.databaseName);
    log(
      `seeding ${config.merchants} merchants, ${fmt(config.goods.largest)} + ${fmt(config.goods.second)} + ${config.merchants - 2} × ${fmt(config.goods.other)} goods, ${fmt(config.customers.largest)} + ${config.merchants - 1} × ${fmt(config.customers.other)} customers…`,
    );
    await seedDemo(db.handle.db);
    const client = await db.handle.pool.connect();
    const step = async (label: string, run: () => Promise<unknown>) => {
      const at = Date.now();
      await run();
      steps.push(`${label} ${seconds(at)}`);
    };
    const steps: string[] = [];
    try {
      // Fewer checkpoints while a million rows go in (the bench cluster only).
      if (db.embedded) await client.query(`ALTER SYSTEM SET max_wal_size = '4GB'`).then(() => client.query('SELECT pg_reload_conf()'));
      await client.query('SET synchronous_commit = off');
      // The rows reference what they should by construction: skip the per-row foreign-key triggers
      // where the role may (a superuser, as on the embedded cluster); elsewhere they just run.
      await client.query('SET session_replication_role = replica').catch(() => {});
      // The migrations' secondary indexes are built once after the rows rather than row by row.
      const { rows: indexes } = await client.query<{ name: string; definition: string }>(
        `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = ANY (ARRAY['commodities'::regclass, 'record_tags'::regclass]) AND NOT x.indisprimary
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      );
      for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
      for (const part of script) await step(part.label, () => client.query(part.sql));
      await step(`${indexes.length} indexes`, async () => {
        await client.query(`SET maintenance_work_mem = '256MB'`);
        for (const index of indexes) await client.query(index.definition);
      });
      // A few hundred thousand rows at most: the customers' indexes (their unique phones among them) stay.
      await step('customers', () => client.query(customers));
    } finally {
      await client.query('RESET session_replication_role').catch(() => {});
      client.release();
    }
    // Frozen and analysed: the measurements must not pay for hint bits or guess at statistics.
    await step('vacuum', () => db.handle.pool.query('VACUUM (FREEZE, ANALYZE) commodities, record_tags, merchants, customers'));
    log(`  ${steps.join(', ')}`);
    const { rows } = await db.handle.pool.query('SELECT (SELECT count(*)::int FROM commodities) AS goods, (SELECT count(*)::int FROM customers) AS customers');
    await writeMarker(db.handle.pool, { seed: version, merchants: config.merchants, goods: rows[0].goods, customers: rows[0].customers });
    seeded = true;
    log(`seeded ${fmt(rows[0].goods)} goods and ${fmt(rows[0].customers)} customers in ${seconds(started)}`);
  } else {
    log(`reusing the seeded bench database (${fmt(marker.goods)} goods, ${fmt(marker.customers)} customers)`);
    await migrateBenchDatabase(db, log);
  }
  const { goods, customers: customerCount } = (await readMarker(db.handle.pool))!;
  return { database: db, seeded, seconds: (Date.now() - started) / 1000, goods, customers: customerCount };
}
