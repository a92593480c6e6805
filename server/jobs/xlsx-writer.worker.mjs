// The xlsx writer of exports, in a worker thread (xlsx-writer.ts starts it). Building a row's XML
// and deflating it is synchronous work: a million rows of it on the main thread would hold every
// API request back. Plain JavaScript, so that the thread needs no TypeScript loader.
//
// workerData: { path, sheetName, columns: [{ header, key, width }] }
// messages in: { rows: cell[][] } (answered { taken: true } once written), then { end: true }
// (answered { finished: true } once the file is complete); a failure answers { error }.
import { once } from 'node:events';
import { createWriteStream, readlinkSync } from 'node:fs';
import os from 'node:os';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

// Background work: on Linux this thread (only it: /proc/thread-self names its own thread id)
// runs at the lowest priority, so on a busy machine the API's requests get the processor first.
// Elsewhere it keeps the normal priority.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
} catch {
  // No /proc, or not allowed: the normal priority.
}

const { path, sheetName, columns } = workerData;
const output = createWriteStream(path);
const written = finished(output);
written.catch(() => {});
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet(sheetName);
sheet.columns = columns;
sheet.getRow(1).font = { bold: true };
sheet.getRow(1).commit();

/**
 * Waits until the rows written so far are compressed and on disk. exceljs writes a sheet's XML
 * into a buffer that it pipes into the zip's PassThrough without heeding backpressure: rows come
 * faster than they are deflated, and without this wait the difference (all the XML of a large
 * export) would pile up in memory. Where exceljs's internals differ from what this expects, only
 * the file's own backpressure is heeded.
 */
async function caughtUp() {
  const zipInput = sheet.stream?.pipes?.[0];
  // archiver's PassThrough comes from the readable-stream package (v2: no writableNeedDrain).
  if (zipInput?.writableNeedDrain ?? zipInput?._writableState?.needDrain) await once(zipInput, 'drain');
  if (output.writableNeedDrain) await once(output, 'drain');
}

async function handle(message) {
  if (message.rows) {
    for (const row of message.rows) sheet.addRow(row).commit();
    await caughtUp();
    return { taken: true };
  }
  if (message.end) {
    sheet.commit();
    await workbook.commit();
    await written;
    return { finished: true };
  }
  throw new Error('xlsx writer: unknown message');
}

// One message at a time, in order.
let queue = Promise.resolve();
parentPort.on('message', (message) => {
  queue = queue
    .then(() => handle(message).then((answer) => parentPort.postMessage(answer)))
    .catch((error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
});
