import { Worker } from 'node:worker_threads';

export type Cell = string | number | boolean | null;

export interface XlsxColumn {
  header: string;
  key: string;
  width: number;
}

type Answer = { taken: true } | { finished: true } | { error: string };

/**
 * A one-sheet xlsx written to `path` by a worker thread (xlsx-writer.worker.mjs), so that the
 * XML and the deflating of a large export run beside the API rather than in its event loop.
 * Rows go over in chunks; each `write` resolves once the thread has written its chunk (and the
 * disk has kept up), which holds the caller to the thread's pace: memory stays flat.
 */
export class XlsxWriterThread {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (answer: Answer) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(path: string, sheetName: string, columns: XlsxColumn[]) {
    // No inherited execArgv: the thread is plain JavaScript and needs none of the parent's loaders.
    this.worker = new Worker(new URL('./xlsx-writer.worker.mjs', import.meta.url), { workerData: { path, sheetName, columns }, execArgv: [] });
    this.worker.on('message', (answer: Answer) => {
      const next = this.waiting.shift();
      if ('error' in answer) this.fail(new Error(answer.error), next);
      else next?.resolve(answer);
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the xlsx writer stopped (exit code ${code})`)));
  }

  private fail(error: Error, first?: { reject: (error: Error) => void }) {
    this.failure ??= error;
    first?.reject(this.failure);
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }

  private ask(message: unknown): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(message);
    });
  }

  /** Appends rows; resolves once they are written. */
  async write(rows: Cell[][]): Promise<void> {
    await this.ask({ rows });
  }

  /** Completes the file; resolves once it is on disk. */
  async end(): Promise<void> {
    await this.ask({ end: true });
  }

  /** Stops the thread (done, or given up). */
  async close(): Promise<void> {
    this.failure ??= new Error('the xlsx writer was closed');
    await this.worker.terminate();
  }
}
