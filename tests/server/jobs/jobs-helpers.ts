import ExcelJS from 'exceljs';
import type { Session } from '../../helpers/test-app.ts';

/** Polls a job until it is done or failed (the worker picks it up within a poll interval). */
export async function waitForJob(session: Pick<Session, 'browser'>, id: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = (await session.browser({ method: 'GET', url: `/api/jobs/${id}` })).json().data;
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first sheet of an xlsx as rows of cell texts. */
export async function readSheet(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/** An xlsx with one sheet of these rows. */
export async function makeSheet(rows: (string | number | boolean | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file field. */
export function multipart(content: Buffer, name = 'import.xlsx') {
  const boundary = '----atrium-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
