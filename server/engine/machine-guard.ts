import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { everyTarget, judgeMove, machinesMovedBy, type State, stateLabel, targetsFrom } from '../../resources/engine/machines.ts';
import { AppError, conflict } from '../http/app-error.ts';
import type { WriteMove } from './entity-plugin.ts';

type Row = Record<string, unknown>;
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A move an action is about to make: the field, where the record is, and where it may end up. */
export interface GuardedMove {
  field: string;
  from: State;
  to: readonly State[];
}

/**
 * Judges, before the action runs, every move the declared machines say `action` makes on `record`
 * (resources/engine/machines.ts): the same state again is "Status unchanged" (409, spec §5); a move
 * the machine does not make from the record's state, or to the state the body names, is a 409 that
 * names both states. A target the implementation decides (the marketplace's answer) is checked
 * once it has answered, by `checkMoved`.
 */
export function guardMoves(resource: ResourceDefinition, action: string, record: Row, body: Row, t: Translate): GuardedMove[] {
  const guarded: GuardedMove[] = [];
  for (const [field, machine] of machinesMovedBy(resource.machines, action)) {
    const from = record[field] as State;
    const targets = targetsFrom(machine, action, from);
    const asked = (targets?.pick ?? 'body') === 'body' && field in body ? (body[field] as State) : undefined;
    const to = asked ?? targets?.to[0] ?? everyTarget(machine, action)[0]!;
    const refusal = targets?.pick === 'decided' ? null : judgeMove(machine, action, from, to);
    if (refusal?.kind === 'unchanged') throw conflict('errors.statusUnchanged');
    if (refusal || !targets) {
      const params = {
        record: t(`resources.${resource.name}.record`),
        from: stateLabel(resource.fieldList, field, from, t),
        to: stateLabel(resource.fieldList, field, to, t),
      };
      throw new AppError(409, 'errors.moveRefused', { params });
    }
    guarded.push({ field, from, to: targets.to });
  }
  return guarded;
}

/** The one target of the move that a derived state `shown` stands for, if there is exactly one. */
function storedBehind(resource: ResourceDefinition, field: string, shown: State, to: readonly State[]): State | undefined {
  const behind = resource.machines?.[field]?.derived?.find((derived) => derived.state === shown)?.from.filter((state) => to.includes(state)) ?? [];
  return behind.length === 1 ? behind[0] : undefined;
}

/**
 * After the action ran: each guarded field holds one of its move's targets (or shows a derived
 * state standing for one: a coupon resumed after its end shows "ended"), or the action is a
 * defect (500, rolled back). Answers each move as from → to, `to` being the stored state reached.
 */
export function checkMoved(resource: ResourceDefinition, action: string, guarded: readonly GuardedMove[], after: Row): WriteMove[] {
  return guarded.map(({ field, from, to }) => {
    const shown = after[field] as State;
    const reached = to.includes(shown) ? shown : storedBehind(resource, field, shown, to);
    if (reached === undefined)
      throw new Error(`${resource.name}: ${action} left ${field} at ${String(shown)}, which its machine does not lead to (${to.join(', ')})`);
    return { field, from, to: reached };
  });
}
