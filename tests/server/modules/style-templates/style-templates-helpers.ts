import { sql } from 'kysely';
import type { Session, TestApp } from '../../../helpers/test-app.ts';

/** A valid style template body; the colours are the picker's `#rrggbb`. */
export const templateBody = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Calm blue',
  style: 'simple',
  primary_color: '#2f54eb',
  background_color: '#f5f8ff',
  text_color: '#1d2340',
  font: 'rounded',
  layout: 'sections',
  list_style: 'list',
  ...extra,
});

/** The calls of one of the two style template resources, as one session makes them. */
export function templateCalls(session: Session, resource: 'style-templates' | 'system-style-templates', headers: Record<string, string> = {}) {
  const base = `/api/${resource}`;
  return {
    create: (body: Record<string, unknown>) => session.bearer({ method: 'POST', url: base, payload: body, headers }),
    read: (id: number) => session.bearer({ method: 'GET', url: `${base}/${id}`, headers }),
    list: () => session.bearer({ method: 'GET', url: `${base}?pageSize=100`, headers }),
    patch: (id: number, body: Record<string, unknown>) => session.bearer({ method: 'PATCH', url: `${base}/${id}`, payload: body, headers }),
    act: (id: number, action: 'close' | 'reopen') => session.bearer({ method: 'POST', url: `${base}/${id}/${action}`, payload: {}, headers }),
    remove: (id: number) => session.bearer({ method: 'DELETE', url: `${base}/${id}`, headers }),
    removeMany: (ids: number[]) => session.bearer({ method: 'POST', url: `${base}/batch/delete`, payload: { ids }, headers }),
  };
}

/** A demo merchant's id, by name. */
export async function merchantId(t: TestApp, name: string): Promise<number> {
  const { rows } = await sql<{ id: string }>`select id from merchants where name = ${name}`.execute(t.database.db);
  return Number(rows[0]!.id);
}

/** Inserts a style template straight into the table (a system one with merchant null), answering its id. */
export async function insertTemplate(t: TestApp, merchant: number | null, name: string, status: 'open' | 'closed' = 'open'): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into style_templates (merchant_id, name, status) values (${merchant}, ${name}, ${status}) returning id`.execute(t.database.db);
  return Number(rows[0]!.id);
}

/** Inserts an app of a merchant using a template (in the recycle bin when `deleted`), answering its id. */
export async function insertApp(t: TestApp, merchant: number, name: string, templateId: number, deleted = false): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    insert into apps (merchant_id, name, style_template_id, deleted_at)
    values (${merchant}, ${name}, ${templateId}, ${deleted ? sql`now()` : null}) returning id`.execute(t.database.db);
  return Number(rows[0]!.id);
}

/** Whether a style template row still exists. */
export async function templateExists(t: TestApp, id: number): Promise<boolean> {
  const { rows } = await sql`select 1 from style_templates where id = ${id}`.execute(t.database.db);
  return rows.length > 0;
}
