import type { Actor } from './accounts.ts';
import type { Operation } from './openapi.ts';
import { send } from './request.ts';

export type Row = Record<string, unknown> & { id: number };

/** An id no table reaches: a record that is missing for everyone. */
export const MISSING_ID = 987_654_321;

/**
 * Rows the suite's requests point at, read through the API itself: what each actor's own list
 * shows, per collection. Read lazily and kept, so the suite asks each list once per actor.
 */
export class Fixtures {
  private readonly seen = new Map<string, Promise<Row[]>>();
  private readonly lists: Map<string, Operation>;

  constructor(
    operations: readonly Operation[],
    readonly actors: readonly Actor[],
  ) {
    this.lists = new Map(operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0).map((op) => [op.path, op]));
  }

  actor(name: string): Actor {
    const actor = this.actors.find((a) => a.name === name);
    if (!actor) throw new Error(`no actor ${name}`);
    return actor;
  }

  /** The list route at `path` (a collection a body field names). */
  listAt(path: string): Operation | undefined {
    return this.lists.get(path);
  }

  /** The list route of the collection a route works on: the nearest ancestor path with a GET list. */
  listOf(operation: Operation): Operation | undefined {
    let path = operation.path.split('/{')[0];
    if (!operation.path.includes('{')) path = path.replace(/\/batch\/[^/]+$/, '');
    while (path.split('/').length > 2) {
      const list = this.lists.get(path);
      if (list && list !== operation) return list;
      path = path.slice(0, path.lastIndexOf('/'));
    }
    return undefined;
  }

  /** The rows `actor` sees on the first page of the list (100 rows where the list pages). */
  rows(actor: Actor, list: Operation): Promise<Row[]> {
    // A publishable key reads no back-office list: its merchant's records are what that merchant's
    // master sees. An `/app-api` list (a customer's coupons, activities) it reads itself.
    if (actor.kind === 'key' && !list.credential) return this.rows(this.masterOf(actor)!, list);
    const key = `${actor.name} ${list.path}`;
    let rows = this.seen.get(key);
    if (!rows) {
      rows = this.read(actor, list);
      this.seen.set(key, rows);
    }
    return rows;
  }

  /** Forgets what was read (after the suite itself changed data). */
  forget(): void {
    this.seen.clear();
  }

  private async read(actor: Actor, list: Operation): Promise<Row[]> {
    if (!actor.may(list) || list.query.some((p) => p.required)) return [];
    const query = list.query.some((p) => p.name === 'pageSize') ? { pageSize: 100 } : {};
    const outcome = await send(actor, list, { query });
    if (outcome.status !== 200) return [];
    const data = (outcome.body as { data?: unknown }).data;
    const rows = Array.isArray(data) ? data : Array.isArray((data as { list?: unknown })?.list) ? (data as { list: unknown[] }).list : [];
    return rows.filter((row): row is Row => typeof row === 'object' && row !== null && typeof (row as Row).id === 'number');
  }

  /** The master account of the actor's merchant (whose lists show the whole tenant), or of the other demo merchant. */
  /**
   * Who reads `list` for the actor's merchant (or the other demo merchant's): its master for a
   * back-office list, its key actor (with its customer) for an `/app-api` one.
   */
  readerOf(actor: Actor, list: Operation, other = false): Actor | undefined {
    if (!list.credential) return this.masterOf(actor, other);
    if (actor.merchant === null) return undefined;
    const merchant = other ? (actor.merchant === 'living' ? 'second' : 'living') : actor.merchant;
    return this.actors.find((one) => one.name === `key:${merchant}`);
  }

  masterOf(actor: Actor, other = false): Actor | undefined {
    if (actor.merchant === null) return undefined;
    const own = actor.merchant === 'living' ? 'merchant' : actor.merchant === 'second' ? 'merchant2' : undefined;
    if (!other) return own ? this.actor(own) : undefined;
    return this.actor(actor.merchant === 'living' ? 'merchant2' : 'merchant');
  }

  /**
   * Where a request of `actor` to the route points: one of the actor's own records when its
   * collection has one (so the request gets past lookups to the handler), else the missing id.
   */
  async target(operation: Operation, actor: Actor): Promise<{ row?: Row; path: Record<string, string | number> }> {
    const list = this.listOf(operation);
    const row = list ? await this.own(actor, list) : undefined;
    return { row, path: pathFor(operation, row, row?.id ?? MISSING_ID) };
  }

  /** A row of the actor's own tenant that the actor can see. */
  async own(actor: Actor, list: Operation): Promise<Row | undefined> {
    return (await this.rows(actor, list))[0];
  }

  /** A row of another merchant: listed by that merchant's master and not by the actor's own. */
  async otherTenant(actor: Actor, list: Operation, fits: (row: Row) => boolean = () => true): Promise<Row | undefined> {
    const otherMaster = this.readerOf(actor, list, true);
    const ownMaster = this.readerOf(actor, list);
    if (!otherMaster || !ownMaster) return undefined;
    const mine = new Set((await this.rows(ownMaster, list)).map((row) => row.id));
    return (await this.rows(otherMaster, list)).find((row) => !mine.has(row.id) && fits(row));
  }

  /** Rows of the actor's own merchant that its master sees and the actor does not (a guide's colleagues' customers). */
  async hiddenFromActor(actor: Actor, list: Operation): Promise<Row[]> {
    const master = this.masterOf(actor);
    if (!master || master === actor) return [];
    const visible = new Set((await this.rows(actor, list)).map((row) => row.id));
    return (await this.rows(master, list)).filter((row) => !visible.has(row.id));
  }
}

/**
 * Path parameters for a row: `id` from the row, any other parameter from the row's field of that
 * name, else its first enum value, else a number for a numeric parameter (an mpUserId) or a word.
 */
export function pathFor(operation: Operation, row: Row | undefined, id: number): Record<string, string | number> {
  const path: Record<string, string | number> = {};
  for (const parameter of operation.pathParams) {
    if (parameter.name === 'id') path.id = id;
    else {
      const fromRow = row?.[parameter.name];
      const values = parameter.schema.enum as unknown[] | undefined;
      const numeric = parameter.schema.type === 'integer' || parameter.schema.type === 'number';
      path[parameter.name] = typeof fromRow === 'string' || typeof fromRow === 'number' ? fromRow : values?.length ? String(values[0]) : numeric ? 1 : 'x';
    }
  }
  return path;
}
