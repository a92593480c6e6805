import { sql } from 'kysely';
import { expect } from 'vitest';
import { SHOWROOM_PASS_HEADER } from '../../../../resources/apps/showroom.schema.ts';
import type { Session, TestApp } from '../../../helpers/test-app.ts';
import { ok } from '../accounts/organisation-helpers.ts';

/** The showroom tests' shared steps: a published app made through the API, and the public calls. */
export function showroomHelpers(t: TestApp) {
  const db = () => t.database.db;

  /** An app made by `as` and published (POST /api/apps, then the publish record action): its id and view id. */
  async function publishedApp(as: Session, body: Record<string, unknown>): Promise<{ id: number; viewuuid: string }> {
    const made = await ok<{ id: number }>(as.bearer({ method: 'POST', url: '/api/apps', payload: { name: 'Showroom', ...body } }));
    const published = await ok<{ viewuuid: string }>(as.bearer({ method: 'POST', url: `/api/apps/${made.id}/publish`, payload: {} }));
    expect(published.viewuuid).toMatch(/^[a-f0-9]{32}$/);
    return { id: made.id, viewuuid: published.viewuuid };
  }

  /** A public call: the boot envelope's `code`, `msg`, `data` and field `errors`. */
  async function call(method: 'GET' | 'POST', url: string, options: { pass?: string; body?: unknown; address?: string } = {}) {
    const response = await t.app.inject({
      method,
      url,
      headers: options.pass ? { [SHOWROOM_PASS_HEADER]: options.pass } : {},
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
      ...(options.address ? { remoteAddress: options.address } : {}),
    });
    expect(response.statusCode).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field by the tests
    return response.json() as { code: number; msg: string; data?: any; errors?: Record<string, string[]> };
  }

  /** A call expected to succeed: its data. */
  async function data(method: 'GET' | 'POST', url: string, options: Parameters<typeof call>[2] = {}) {
    const answer = await call(method, url, options);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    return answer.data;
  }

  async function merchantId(name: string): Promise<number> {
    return (await sql<{ id: number }>`select id from merchants where name = ${name}`.execute(db())).rows[0]!.id;
  }

  /** Ids of a merchant's rows of a table matching `where`, oldest first. */
  async function idsOf(table: string, merchant: string, where = sql`true`, limit = 3): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select x.id from ${sql.table(table)} x join merchants m on m.id = x.merchant_id
      where m.name = ${merchant} and ${where} order by x.id limit ${limit}`.execute(db());
    return rows.map((row) => Number(row.id));
  }

  return { publishedApp, call, data, merchantId, idsOf };
}
