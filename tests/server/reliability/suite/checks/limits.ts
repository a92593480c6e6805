import ExcelJS from 'exceljs';
import { BODY_LIMIT_BYTES } from '../../../../../server/app.ts';
import { jsonOfSize } from '../../../../helpers/json-of-size.ts';
import { multipart, waitForJob } from '../../../jobs/jobs-helpers.ts';
import { DETAIL_WINDOW, IMPORT_MAX_ROWS } from '../../../../../resources/constants.ts';
import { type Actor, actorFor } from '../accounts.ts';
import type { SuiteContext } from '../context.ts';
import type { Operation } from '../openapi.ts';
import { Report } from '../report.ts';
import { describeRequest, type RequestParts, send } from '../request.ts';

interface LimitCase {
  name: string;
  parts: RequestParts;
  /** The statuses that keep the promise. */
  wanted: number[];
}

const JSON_TYPE = 'application/json';
const REFUSALS = [400, 406, 413, 415, 422];

/**
 * Resource limits (SECURITY.md §6): for every route, malformed JSON, a wrong content type, a body
 * one byte past the limit, prototype-pollution keys, and (for lists) a page one record past the
 * window are refused with the right status and never reach a 5xx; an import of one row more
 * than the limit is refused (at once, or as a failed job).
 */
export async function checkLimits(ctx: SuiteContext): Promise<Report> {
  const report = new Report();
  for (const operation of ctx.operations) {
    const actor = actorFor(ctx.actors, operation);
    if (!actor) {
      report.skip(operation.key, 'no demo account may call it');
      continue;
    }
    const { path } = await ctx.fixtures.target(operation, actor);
    for (const limit of casesFor(operation, path)) {
      const outcome = await send(actor, operation, limit.parts);
      report.requests += 1;
      if (!limit.wanted.includes(outcome.status)) {
        report.fail(
          operation.key,
          `${limit.name}: expected ${limit.wanted.join('/')}, got ${outcome.status} (${describeRequest(operation, limit.parts)}) ${outcome.text.slice(0, 160)}`,
        );
      }
    }
    if (operation.method === 'POST' && operation.path.endsWith('/import')) await checkImportRows(ctx, report, operation, actor);
  }
  return report;
}

function casesFor(operation: Operation, path: RequestParts['path']): LimitCase[] {
  const cases: LimitCase[] = [];
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  if (takesBody) {
    // Multipart routes take files: any refusal of a JSON or text body is right; JSON routes owe the exact status.
    const takesFiles = !operation.body;
    const exact = (status: number) => (takesFiles ? REFUSALS : [status]);
    const raw = (payload: string, contentType = JSON_TYPE) => ({ path, raw: { payload, contentType } });
    cases.push(
      { name: 'malformed JSON', parts: raw('{"name":'), wanted: exact(400) },
      { name: 'a text/plain body', parts: raw('name=x', 'text/plain'), wanted: exact(415) },
      { name: 'an XML body', parts: raw('<name>x</name>', 'application/xml'), wanted: exact(415) },
      { name: '__proto__ key', parts: raw('{"__proto__":{"polluted":true}}'), wanted: takesFiles ? REFUSALS : [400, 422] },
      { name: 'constructor.prototype keys', parts: raw('{"constructor":{"prototype":{"polluted":true}}}'), wanted: takesFiles ? REFUSALS : [400, 422] },
    );
    if (!takesFiles) cases.push({ name: `a body of ${BODY_LIMIT_BYTES} + 1 bytes`, parts: raw(jsonOfSize(BODY_LIMIT_BYTES + 1)), wanted: [413] });
  }
  const pages = operation.query.some((p) => p.name === 'page') && operation.query.some((p) => p.name === 'pageSize');
  if (operation.method === 'GET' && pages) {
    cases.push(
      // The boot API (`/admin-api`, `/app-api`) says 400 where the main API says 422 (API.md §2).
      {
        name: `from + size = ${DETAIL_WINDOW + 1}`,
        parts: { path, query: { page: DETAIL_WINDOW + 1, pageSize: 1 } },
        wanted: [operation.api === 'boot' ? 400 : 422],
      },
      { name: `from + size = ${DETAIL_WINDOW}`, parts: { path, query: { page: DETAIL_WINDOW / 100, pageSize: 100 } }, wanted: [200] },
    );
  }
  // Whatever else: a query string of 100 parameters, and one very long value, are refused or answered, never a 5xx.
  cases.push({
    name: 'a flood of query parameters',
    parts: { path, query: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, 'x'])) },
    wanted: [200, ...REFUSALS, 404],
  });
  return cases;
}

/** The route's own template with one row more than an import may hold: refused, at once or as a failed job. */
async function checkImportRows(_ctx: SuiteContext, report: Report, operation: Operation, actor: Actor): Promise<void> {
  const template = await actor.send({ method: 'GET', url: `${operation.path}/template` });
  if (template.statusCode !== 200) {
    report.skip(operation.key, `its template answered ${template.statusCode}`);
    return;
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  for (let i = 0; i < IMPORT_MAX_ROWS + 1; i += 1) sheet.getRow(i + 2).values = Array.from({ length: width }, (_, column) => `r${i}c${column}`);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const response = await actor.send({ method: 'POST', url: operation.path, ...multipart(content, 'rows.xlsx') });
  report.requests += 1;
  if (response.statusCode === 413 || response.statusCode === 422) return;
  if (response.statusCode !== 200) {
    report.fail(operation.key, `${IMPORT_MAX_ROWS + 1} rows: answered ${response.statusCode}`);
    return;
  }
  const job = await waitForJob({ browser: actor.send }, (response.json() as { data: { id: number } }).data.id);
  if (job.status !== 'failed') report.fail(operation.key, `${IMPORT_MAX_ROWS + 1} rows: the import job ended ${job.status} (${job.message})`);
}
