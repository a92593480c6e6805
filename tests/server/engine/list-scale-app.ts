import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import type { Database } from '../../../server/db/schema.ts';
import { listQuerySchema, type ListQuery, toListQuery } from '../../../server/engine/list-query.ts';
import { createTestApp, type Session, type TestApp } from '../../helpers/test-app.ts';

/**
 * The setup the list-scale tests share (list-pages, list-totals, list-exports): a test app on the
 * demo data, the merchant's session, two merchants' ids, and a Kysely on the same database that
 * records every statement it sends, so a test can say what was (not) counted or read.
 */
export class ListScaleApp {
  t!: TestApp;
  merchant!: Session;
  demoLiving!: number;
  secondHome!: number;
  /** The test database through a Kysely that records every statement it sends, into `statements`. */
  logged!: Kysely<Database>;
  readonly statements: string[] = [];

  /** Goods made in SQL (fast): `count` rows of a merchant, named `<prefix> <n>`, with the given column expressions of `g`. */
  async insertCommodities(merchantId: number, prefix: string, count: number, columns: Record<string, string> = {}) {
    const names = ['merchant_id', 'name', ...Object.keys(columns)];
    const values = [`${merchantId}`, `'${prefix} ' || g`, ...Object.values(columns)];
    await this.t.database.pool.query(`INSERT INTO commodities (${names.join(', ')}) SELECT ${values.join(', ')} FROM generate_series(1, ${count}) AS g`);
    await this.t.database.pool.query('ANALYZE commodities');
  }
}

/** Starts the app before the file's tests and closes it after them. */
export function setUpListScaleApp(): ListScaleApp {
  const scale = new ListScaleApp();
  beforeAll(async () => {
    scale.t = await createTestApp();
    scale.merchant = await scale.t.login('merchant');
    const ids = await scale.t.database.pool.query<{ id: number; name: string }>(
      "SELECT id::int, name FROM merchants WHERE name IN ('Demo Living', 'Second Home')",
    );
    scale.demoLiving = ids.rows.find((row) => row.name === 'Demo Living')!.id;
    scale.secondHome = ids.rows.find((row) => row.name === 'Second Home')!.id;
    // These lists hold more goods than any demo merchant's goods cap allows: the cap is not what they test.
    await scale.t.database.pool.query('UPDATE merchants SET goods_cap = 1000000 WHERE id = ANY($1)', [[scale.demoLiving, scale.secondHome]]);
    scale.logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scale.t.database.url, max: 4 }) }),
      log: (event) => {
        if (event.level === 'query') scale.statements.push(event.query.sql);
      },
    });
  }, 60_000);
  afterAll(async () => {
    await scale.logged.destroy();
    await scale.t.close();
  });
  return scale;
}

/** A goods list query as the API checks and the repository takes it. */
export const query = (text: Record<string, string>): ListQuery => toListQuery(commodities, listQuerySchema(commodities).parse(text) as Record<string, unknown>);
