import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { State } from '../../resources/engine/machines.ts';
import type { ActionNamesOf, BodyOf, RecordOf } from '../../resources/engine/resource-types.ts';
import type { NotificationBus } from '../bus/notification-bus.ts';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { InstanceState } from '../http/instance-state.ts';
import type { RateLimiter } from '../http/rate-windows.ts';
import type { JobKind, ModuleJobKind } from '../jobs/job-kinds.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { SessionContext } from '../http/session-context.types.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { Scope } from '../tenancy/scope.ts';
import type { RecordActionImpl } from './record-actions.ts';
import type { WriteContext } from './resource.service.ts';
import type { Language } from '../../resources/messages/languages.ts';

type Row = Record<string, unknown>;

/**
 * A stored record of `R`: typed by its fields for a typed declaration, a plain row for the wide
 * `ResourceDefinition` the generic engine passes (it reads rows it knows nothing about).
 */
type StoredOf<R extends ResourceDefinition> = ResourceDefinition extends R ? Row : RecordOf<R>;

/**
 * What a create writes: the parsed body (its writable fields, defaults applied), plus any field
 * a server-side create sets itself (a copy keeps its origin, say). It has no id or timestamps yet.
 */
type CreatedOf<R extends ResourceDefinition> = ResourceDefinition extends R ? Row : BodyOf<R> & Partial<RecordOf<R>>;

/** A machine field a write moved (resources/engine/machines.ts): the state it held, and the one it holds. */
export interface WriteMove {
  field: string;
  from: State;
  to: State;
}

/** What every write event says besides the rows: what the user did, and which states it moved. */
export interface WriteFacts {
  /**
   * `create`, `update`, `delete`, `import`, `restore` and `purge` for the engine's own writes; a
   * record action's name (`submit`, `copy`) for an action; a module write's name (`save-scenes`).
   */
  name: string;
  /** The machine fields the write moved (a record action's, as its machine declares them); none otherwise. */
  moves: readonly WriteMove[];
}

/**
 * A write that happened, as `afterWrite` and every write listener see it (inside the write's
 * transaction). `action` is what happened to the row; `name` what the user did.
 */
export type WriteEvent<R extends ResourceDefinition = ResourceDefinition> = WriteFacts &
  (
    | { action: 'create'; id: number; before?: undefined; after: StoredOf<R> }
    | { action: 'update'; id: number; before: StoredOf<R>; after: StoredOf<R> }
    | { action: 'delete'; id: number; before: StoredOf<R>; after?: undefined }
  );

/** A write of any entity, declared or a module's own (materials), as a plug-in hearing them all gets it. */
export interface EntityWrite {
  /** The resource's name, or the module entity's (`materials`). */
  entity: string;
  event: WriteEvent;
  /** Who wrote (the system actor for a job's own change). */
  actor: { accountId: number | null; username: string };
  merchantId: number | null;
}

/**
 * Hears every write of every entity, in the write's transaction (throwing rolls it back): what the
 * settings centre's webhooks and anything else that follows all writes subscribe with.
 */
export type WriteListener = (trx: Db, write: EntityWrite) => Promise<void>;

interface WriteAbout<R extends ResourceDefinition> {
  trx: Db;
  ctx: WriteContext;
  resource: R;
}

/** A write about to happen, as `validate` sees it: `values` is the record as it would be stored. */
export type ValidateRun<R extends ResourceDefinition = ResourceDefinition> = WriteAbout<R> &
  (
    | { action: 'create'; id?: undefined; before?: undefined; values: CreatedOf<R> }
    /** `before` is the stored record; `values` the same with the change applied. */
    | { action: 'update'; id: number; before: StoredOf<R>; values: StoredOf<R> }
  );

/** A record about to be deleted, as `beforeDelete` sees it. */
export type DeleteRun<R extends ResourceDefinition = ResourceDefinition> = WriteAbout<R> & { id: number; before: StoredOf<R> };

/** What a deleted account leaves: its merchant, its id, and the account taking over (none: cleared). */
export interface HandOver {
  merchantId: number;
  from: number;
  to: number | null;
}

/** Who asks for a reference field's choices: the request's session and scope. */
export interface ChoicesContext {
  db: Db;
  session: SessionContext;
  scope: Scope;
  /** The reader's language, for names that are the product's words (a built-in role's); absent where only ids matter. */
  language?: Language;
}

/**
 * A reference field's choices for one caller: ids and the names they are picked by; with `only`,
 * just those of these ids the caller may pick (a list filtered by one answers 404 otherwise).
 */
export type ChoicesOf = (ctx: ChoicesContext, only?: readonly number[]) => Promise<{ id: number; name: string }[]>;

/** What a scheduled job gets: the app's database, its settings, its log and the resources it serves. */
export interface ScheduledRun {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  /** Tells every instance what the run changed (their caches forget it). */
  bus: Pick<NotificationBus, 'publish'>;
  resources: readonly ResourceDefinition[];
}

/** Work on a timetable (pg-boss keeps the schedule and runs it once however many instances run). */
export interface ScheduledJob {
  /** Unique across plug-ins; the pg-boss queue is `atrium-<name>`. */
  name: string;
  /** A five-field cron expression, in UTC. */
  cron: string;
  run(run: ScheduledRun): Promise<void>;
}

export type { ActionNamesOf } from '../../resources/engine/resource-types.ts';

/** Everything optional: an entity plug-in declares only what its entity needs. */
export interface EntityParts<R extends ResourceDefinition = ResourceDefinition> {
  /**
   * Rules that need the database (uniqueness across rows, ownership, caps), run in the write's
   * transaction before the row is written; throw `invalid({ 'dotted.key': [...] })` for a 422.
   * Pure cross-field rules belong in the declaration's `check`, where the browser runs them too.
   */
  validate?(run: ValidateRun<R>): Promise<void>;
  /**
   * Columns a write stores besides its fields, after `validate`: what a secret field becomes (a
   * password's hash), or a column derived from other rows. Secret fields are never stored as given.
   */
  prepare?(run: ValidateRun<R>): Promise<Row>;
  /**
   * Runs before a record is deleted, in the delete's transaction with the row locked: refuse with
   * a 409 (a role still held), or move what points at the record before it goes (a guide's customers).
   */
  beforeDelete?(run: DeleteRun<R>): Promise<void>;
  /**
   * Runs before a record comes back from the recycle bin, in the restore's transaction with the row
   * locked: refuse with a 409 when it may not come back (the merchant's cap already reached).
   */
  beforeRestore?(run: DeleteRun<R>): Promise<void>;
  /**
   * Moves (`to`) or clears (`to` null) what an account leaves behind in this entity when it is
   * deleted (spec §6). Without it, a resource with a `saleColumn` has its guide column moved or cleared (null), never its rows deleted.
   */
  handOver?(trx: Db, handOver: HandOver): Promise<void>;
  /** Runs after each create, update and delete, in the write's transaction (throwing rolls it back). */
  afterWrite?(trx: Db, resource: R, event: WriteEvent<R>, ctx: WriteContext): Promise<void>;
  /** The server side of each declared record action, by action name: one missing or extra fails to compile. */
  actions?: { readonly [N in ActionNamesOf<R>]: RecordActionImpl };
  /** The choices of each reference field (`GET <path>/choices/<field>`), for the caller: one missing fails at boot. */
  choices?: Readonly<Record<string, ChoicesOf>>;
  /** Removes what purged records leave elsewhere (their tags always go). */
  purgeCleanup?(trx: Db, scope: Scope, ids: number[]): Promise<void>;
  scheduledJobs?: readonly ScheduledJob[];
  /** Job kinds beyond export and import, by kind name (lowercase, hyphens): the job centre shows them. */
  jobKinds?: Readonly<Record<string, JobKind>>;
}

/** What a plug-in's routes are registered with: the app's own parts, shared by every module. */
export interface RouteDeps {
  db: Db;
  env: Env;
  storage: FileStorage;
  bus: NotificationBus;
  instance: InstanceState;
  jobs: JobRunner;
  limits: RateLimiter;
  /** Every resource the app serves, with its plug-in (served-resource.ts `servedAs` finds one). */
  resources: readonly ResourceDefinition[];
}

/** Registers a module's routes under /api (each with its access declaration, or the app refuses to build). */
export type RegisterRoutes = (app: FastifyInstance, deps: RouteDeps) => void;

/** What any plug-in may bring besides its own entity's parts: routes, and hearing every entity's writes. */
interface PluginExtras {
  /** The module's own routes (beyond the engine's generic ones), found with the plug-in: app.ts lists none. */
  routes?: RegisterRoutes;
  onAnyWrite?: WriteListener;
}

/** The server side of one declared entity, keyed by its resource name. */
export interface EntityPlugin extends EntityParts, PluginExtras {
  resource: string;
}

/** Server work of a module that is no declared entity (the recycle bin's daily purge, statistics exports). */
export interface ModulePlugin extends PluginExtras {
  module: string;
  scheduledJobs?: readonly ScheduledJob[];
  /** Job kinds whose job rows name the module instead of a resource (lowercase, hyphens). */
  jobKinds?: Readonly<Record<string, ModuleJobKind>>;
}

export type ServerPlugin = EntityPlugin | ModulePlugin;

/**
 * Declares an entity's plug-in against its declaration, so the key is the resource's own name
 * and, where the declaration keeps literal action names, a missing action is a compile error.
 */
export function entityPlugin<R extends ResourceDefinition>(resource: R, parts: EntityParts<R> & PluginExtras): EntityPlugin {
  return { resource: resource.name, ...parts };
}
