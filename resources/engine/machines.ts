/**
 * Status machines, declared with their entity (issue 32): a field's states, the record actions that
 * move it and from where, the moves only jobs make, and states derived from the record and the
 * clock that can be filtered and shown but never targeted. The engine judges every move by the
 * declaration; guards that need the database stay in the entity's plug-in.
 */

/** A state as stored: a code (a shop's 0–7), a word (a plan's `draft`) or a switch (goods on the shelf). */
export type State = string | number | boolean;

/**
 * Where a move leads: one state; a state the request body names among these (`body`: an audit's
 * pass or fail); or a state the implementation decides among these (`decided`: the marketplace
 * accepts a token or refuses it).
 */
export type MoveTarget<S extends State> = S | { readonly body: readonly S[] } | { readonly decided: readonly S[] };

/** One way a record action moves the field: from these states, to its target. */
export interface MachineMove<S extends State = State, F extends State = S> {
  /** The record action (declared in `recordActions`) that makes the move. */
  action: string;
  /** The states it starts from: stored ones, or derived ones (an ongoing activity is closed). */
  from: readonly F[];
  to: MoveTarget<S>;
  /** The same state again is a move here (re-authorising renews a token); elsewhere it is "Status unchanged". */
  allowSame?: boolean;
}

/** A move only a job makes (expiry): no request may ask for it. */
export interface SystemMove<S extends State = State> {
  name: string;
  from: readonly S[];
  to: S;
}

/**
 * When a derived state holds, read off the record's own fields and the clock, in a form both the
 * browser and the database evaluate (server/engine/derived-states.ts turns it into SQL, so a list
 * filters by it): a datetime field that is set and `passed` (not after now) or still `ahead`; a
 * number field that has `reached` another (all copies claimed); `any` or `all` of several.
 */
export type DerivedCondition =
  | { readonly passed: string }
  | { readonly ahead: string }
  | { readonly reached: string; readonly of: string }
  | { readonly any: readonly DerivedCondition[] }
  | { readonly all: readonly DerivedCondition[] };

/**
 * A state read off the record and the clock (a coupon that has ended, an activity under way): the
 * record shows it instead of its stored state `from` while `when` holds, lists filter by it, and no
 * move ever targets it (a move may start from it: closing an ongoing activity).
 */
export interface DerivedState<S extends State = State, D extends string = string> {
  state: D;
  /** The stored states it may stand for. */
  from: readonly S[];
  when: DerivedCondition;
}
export interface Machine<S extends State = State, D extends string = string> {
  states: readonly S[];
  /** A move may start from a derived state too; it always leads to a stored one. */
  moves: readonly MachineMove<S, S | D>[];
  system?: readonly SystemMove<S>[];
  /** Checked in order: the first whose condition holds is what the record shows. */
  derived?: readonly DerivedState<S, D>[];
}

/** A field as far as its states' labels go: its name and its select options. */
interface LabelledField {
  name: string;
  options?: readonly { value: unknown; label: string }[];
}

/**
 * A state as the user reads it: the label of the machine field's option for it, translated, else
 * the value itself (the server's refusals and the audit log's moves both say states this way).
 */
export function stateLabel(fieldList: readonly LabelledField[], field: string, state: unknown, t: (key: string) => string): string {
  const option = fieldList.find((candidate) => candidate.name === field)?.options?.find((candidate) => candidate.value === state);
  return option ? t(option.label) : String(state);
}

/** The fields a condition reads (the declaration checks each is a field). */
export function conditionFields(condition: DerivedCondition): string[] {
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('reached' in condition) return [condition.reached, condition.of];
  return ['passed' in condition ? condition.passed : condition.ahead];
}

const timeOf = (value: unknown) => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN);

/** Whether `condition` holds for `record` at `now` (what the SQL form answers in the database). */
export function conditionHolds(condition: DerivedCondition, record: Readonly<Record<string, unknown>>, now: Date): boolean {
  if ('any' in condition) return condition.any.some((part) => conditionHolds(part, record, now));
  if ('all' in condition) return condition.all.every((part) => conditionHolds(part, record, now));
  if ('reached' in condition)
    return record[condition.reached] != null && record[condition.of] != null && Number(record[condition.reached]) >= Number(record[condition.of]);
  const at = timeOf(record['passed' in condition ? condition.passed : condition.ahead]);
  if (Number.isNaN(at)) return false;
  return 'passed' in condition ? at <= now.getTime() : at > now.getTime();
}

/** The state a record with stored state `stored` shows at `now`: its first derived state that holds, else `stored`. */
export function shownState<S extends State, D extends string>(machine: Machine<S, D>, stored: S, record: Readonly<Record<string, unknown>>, now: Date): S | D {
  const derived = machine.derived?.find((candidate) => candidate.from.includes(stored) && conditionHolds(candidate.when, record, now));
  return derived ? derived.state : stored;
}

/** What an action may do from one state: the states it may lead to, and who picks among them. */
export interface Targets<S extends State = State> {
  to: readonly S[];
  pick: 'fixed' | 'body' | 'decided';
  allowSame: boolean;
}

/** Why a move is refused; the engine turns each into its answer (409, or 422 on the body's field). */
export type MoveRefusal<S extends State = State> =
  /** The action makes no move from the record's state. */
  | { kind: 'wrong-state'; from: S }
  /** The record already holds the target ("Status unchanged"). */
  | { kind: 'unchanged'; from: S }
  /** The target is no state this action reaches from here (a body's pick outside the set, a job's state). */
  | { kind: 'not-a-target'; from: S; to: S; allowed: readonly S[] };

const targetsOfMove = <S extends State>(move: MachineMove<S, State>): readonly S[] =>
  typeof move.to === 'object' && move.to !== null ? ('body' in move.to ? move.to.body : move.to.decided) : [move.to];

const pickOf = (move: MachineMove<State, State>): Targets['pick'] =>
  typeof move.to === 'object' && move.to !== null ? ('body' in move.to ? 'body' : 'decided') : 'fixed';

/** The move `action` makes from `from`, or null when it makes none from there. */
export function targetsFrom<S extends State>(machine: Machine<S, string>, action: string, from: State): Targets<S> | null {
  const move = machine.moves.find((candidate) => candidate.action === action && (candidate.from as readonly State[]).includes(from));
  return move ? { to: targetsOfMove(move), pick: pickOf(move), allowSame: move.allowSame ?? false } : null;
}

/** The actions that make some move from `from` (what a list row or a detail page offers now). */
export function actionsFrom<S extends State>(machine: Machine<S, string>, from: State): string[] {
  return [...new Set(machine.moves.filter((move) => (move.from as readonly State[]).includes(from)).map((move) => move.action))];
}

/** Every state `action` may lead to from anywhere (what a batch dialog offers before it knows the records). */
export function everyTarget<S extends State>(machine: Machine<S, string>, action: string): S[] {
  const reached = new Set(machine.moves.filter((move) => move.action === action).flatMap(targetsOfMove));
  return machine.states.filter((state) => reached.has(state));
}

/**
 * Judges `action` moving the record from `from` to `to` (the body's pick, the implementation's
 * decision, or the single target): null when the machine allows it.
 */
export function judgeMove<S extends State>(machine: Machine<S, string>, action: string, from: S, to: S): MoveRefusal<S> | null {
  const targets = targetsFrom(machine, action, from);
  // Asking for the state the record holds is "Status unchanged" (spec §5) whatever else is wrong.
  if (to === from && !targets?.allowSame) return { kind: 'unchanged', from };
  if (!targets) return { kind: 'wrong-state', from };
  if (!targets.to.includes(to)) return { kind: 'not-a-target', from, to, allowed: targets.to };
  return null;
}

/** The states a system move (a job) takes records from to `to`, by the move's name. */
export function systemMove<S extends State>(machine: Machine<S>, name: string): SystemMove<S> {
  const move = machine.system?.find((candidate) => candidate.name === name);
  if (!move) throw new Error(`no system move ${name}`);
  return move;
}

/**
 * Refuses a declaration that cannot be right: states repeated; a move, system move or derived state
 * naming a state that is not declared; a move leading to a derived state; a derived state that is
 * also a stored one, or of a machine whose stored states are no words (the database compares them
 * as text); an action that the resource does not declare; two moves of one action from the same
 * state (which would win?).
 */
export function checkMachine(where: string, machine: Machine, recordActions: readonly string[]): void {
  const states = new Set(machine.states);
  if (states.size !== machine.states.length) throw new Error(`${where}: a state is declared twice`);
  const derivedStates = new Set<State>(machine.derived?.map((derived) => derived.state));
  const known = (state: State, what: string, orDerived = false) => {
    if (!states.has(state) && !(orDerived && derivedStates.has(state))) throw new Error(`${where}: ${what} names ${String(state)}, which is no declared state`);
  };
  const seen = new Set<string>();
  for (const move of machine.moves) {
    if (!recordActions.includes(move.action)) throw new Error(`${where}: the move of ${move.action} names no declared record action`);
    if (!move.from.length || !targetsOfMove(move).length) throw new Error(`${where}: a move of ${move.action} has no source or no target`);
    for (const from of move.from) {
      known(from, `a move of ${move.action}`, true);
      const key = `${move.action}\n${String(from)}`;
      if (seen.has(key)) throw new Error(`${where}: ${move.action} moves from ${String(from)} twice`);
      seen.add(key);
    }
    for (const to of targetsOfMove(move)) known(to, `a move of ${move.action}`);
  }
  for (const move of machine.system ?? []) {
    for (const from of move.from) known(from, `the system move ${move.name}`);
    known(move.to, `the system move ${move.name}`);
  }
  for (const derived of machine.derived ?? []) {
    if (states.has(derived.state)) throw new Error(`${where}: the derived state ${derived.state} is also a stored state`);
    if (!derived.from.length) throw new Error(`${where}: the derived state ${derived.state} stands for no stored state`);
    for (const from of derived.from) known(from, `the derived state ${derived.state}`);
  }
  if (derivedStates.size && machine.states.some((state) => typeof state !== 'string'))
    throw new Error(`${where}: derived states need stored states that are words`);
}

/** The machines of a resource that `action` moves, with their fields. */
export function machinesMovedBy(machines: Readonly<Record<string, Machine | undefined>> | undefined, action: string): [string, Machine][] {
  return Object.entries(machines ?? {}).filter((entry): entry is [string, Machine] => entry[1]?.moves.some((move) => move.action === action) ?? false);
}

/** Whether `action` may be offered on `record`: every machine it moves makes some move from the record's state. */
export function offersAction(
  machines: Readonly<Record<string, Machine | undefined>> | undefined,
  action: string,
  record: Readonly<Record<string, unknown>>,
): boolean {
  return machinesMovedBy(machines, action).every(([field, machine]) => targetsFrom(machine, action, record[field] as State) !== null);
}

/** One move of an action as the OpenAPI document lists it (`x-atrium-moves`). */
export interface DocumentedMove {
  field: string;
  from: readonly State[];
  to: readonly State[];
  /** Who picks the target: it is fixed, the body names it (the field of the same name), or the server decides. */
  pick: Targets['pick'];
  allowSame: boolean;
}

/** The moves `action` makes, by field, for the OpenAPI document. */
export function documentMoves(machines: Readonly<Record<string, Machine | undefined>> | undefined, action: string): DocumentedMove[] {
  return machinesMovedBy(machines, action).flatMap(([field, machine]) =>
    machine.moves
      .filter((move) => move.action === action)
      .map((move) => ({ field, from: move.from, to: targetsOfMove(move), pick: pickOf(move), allowSame: move.allowSame ?? false })),
  );
}
