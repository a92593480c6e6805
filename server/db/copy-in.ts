import type pg from 'pg';

/** A value as one field of COPY's text format: `\N` for null, backslash, tab and line breaks escaped. */
export function copyField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (special) => COPY_ESCAPES[special]!) : value;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One message of PostgreSQL's protocol: its type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.allocUnsafe(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/**
 * `COPY … FROM STDIN` of text already in COPY's format, sent in one write: the Query, the data
 * and CopyDone go together instead of waiting for PostgreSQL's CopyInResponse (the protocol
 * allows it: after an error, "any subsequent CopyData, CopyDone, or CopyFail messages issued by
 * the frontend will simply be dropped"). pg-copy-streams waits, and writes each piece apart:
 * two exchanges and four writes for what is here one of each (figure 8a).
 */
class CopyText implements pg.Submittable {
  private failure: Error | undefined;

  constructor(
    private readonly statement: string,
    private readonly text: string,
    private readonly done: (error?: Error) => void,
  ) {}

  submit(connection: pg.Connection): void {
    const query = message('Q', Buffer.from(`${this.statement}\0`, 'utf8'));
    const data = message('d', Buffer.from(this.text, 'utf8'));
    (connection as unknown as { stream: NodeJS.WritableStream }).stream.write(Buffer.concat([query, data, COPY_DONE]));
  }

  handleCopyInResponse(): void {}
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}

  /** pg forgets the query on an error: ReadyForQuery will not reach it, so the answer is now. */
  handleError(error: Error): void {
    this.failure = error;
    this.done(error);
  }

  handleReadyForQuery(): void {
    if (!this.failure) this.done();
  }
}

const COPY_DONE = Buffer.from([0x63, 0, 0, 0, 4]);

/**
 * Sends rows already in COPY's text format (`copyField`s joined by tabs, each line ending in a
 * newline) with `COPY … FROM STDIN` on the client's connection. It takes part in whatever
 * transaction the client has open; statements after the COPY in `statement` (a simple query: no
 * parameters) run after it, in the same implicit transaction when none is open.
 */
export function copyIn(client: pg.ClientBase, statement: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    client.query(new CopyText(statement, text, (error) => (error ? reject(error) : resolve())));
  });
}
