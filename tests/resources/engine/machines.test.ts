import { describe, expect, it } from 'vitest';
import { SHOP_MACHINE } from '../../../resources/shops/shop-status.ts';
import { actionsFrom, checkMachine, everyTarget, judgeMove, type Machine, shownState, systemMove, targetsFrom } from '../../../resources/engine/machines.ts';

/** The marketplace shop's machine, as shops declare it. */
const shop: Machine<number> = SHOP_MACHINE;

/** A coupon: draft → live, live ⇄ paused; "ended" is read off its validity, never a target. */
const coupon: Machine<string> = {
  states: ['draft', 'live', 'paused', 'deleted'],
  moves: [
    { action: 'publish', from: ['draft'], to: 'live' },
    { action: 'pause', from: ['live'], to: 'paused' },
    { action: 'resume', from: ['paused'], to: 'live' },
    { action: 'remove', from: ['draft', 'live', 'paused'], to: 'deleted' },
  ],
  derived: [{ state: 'ended', from: ['live', 'paused'], when: { any: [{ passed: 'ends_at' }, { reached: 'claimed', of: 'total' }] } }],
};

describe('judgeMove: each refused move, and the allowed ones', () => {
  it.each([
    // Allowed: the body's pick, a fixed target, the implementation's decision, the same state where allowed.
    ['shop', 'audit', 0, 1, null],
    ['shop', 'audit', 0, 2, null],
    ['shop', 'audit', 2, 0, null],
    ['shop', 'add-token', 7, 3, null],
    ['shop', 'add-token', 3, 3, null],
    ['shop', 'add-token', 4, 4, null],
    ['coupon', 'publish', 'draft', 'live', null],
    ['coupon', 'resume', 'paused', 'live', null],
    // From a wrong state.
    ['shop', 'audit', 3, 1, { kind: 'wrong-state', from: 3 }],
    ['shop', 'change-status', 6, 5, { kind: 'wrong-state', from: 6 }],
    ['shop', 'add-token', 0, 3, { kind: 'wrong-state', from: 0 }],
    ['coupon', 'pause', 'draft', 'paused', { kind: 'wrong-state', from: 'draft' }],
    ['coupon', 'publish', 'deleted', 'live', { kind: 'wrong-state', from: 'deleted' }],
    // A body's pick outside the move's targets.
    ['shop', 'audit', 0, 3, { kind: 'not-a-target', from: 0, to: 3, allowed: [1, 2] }],
    ['shop', 'audit', 1, 0, { kind: 'wrong-state', from: 1 }],
    // A state only a job reaches, asked for by a request.
    ['shop', 'change-status', 3, 7, { kind: 'not-a-target', from: 3, to: 7, allowed: [5, 6] }],
    ['shop', 'add-token', 3, 7, { kind: 'not-a-target', from: 3, to: 7, allowed: [3, 4] }],
    // A derived state is never a target.
    ['coupon', 'pause', 'live', 'ended', { kind: 'not-a-target', from: 'live', to: 'ended', allowed: ['paused'] }],
    // Unchanged: the state the record holds, asked for again ("Status unchanged" before anything else).
    ['shop', 'change-status', 0, 0, { kind: 'unchanged', from: 0 }],
    ['shop', 'change-status', 5, 5, { kind: 'unchanged', from: 5 }],
    ['shop', 'change-status', 6, 6, { kind: 'unchanged', from: 6 }],
    ['coupon', 'pause', 'paused', 'paused', { kind: 'unchanged', from: 'paused' }],
  ] as const)('%s %s from %j to %j → %j', (which, action, from, to, expected) => {
    const machine = (which === 'shop' ? shop : coupon) as Machine;
    expect(judgeMove(machine, action, from, to)).toEqual(expected);
  });

  it('calls a move onto the same state "unchanged" when the move may lead there but not again', () => {
    const onShelf: Machine<boolean> = {
      states: [false, true],
      moves: [{ action: 'toggle', from: [false, true], to: { body: [false, true] } }],
    };
    expect(judgeMove(onShelf, 'toggle', true, true)).toEqual({ kind: 'unchanged', from: true });
    expect(judgeMove(onShelf, 'toggle', true, false)).toBeNull();
  });
});

describe('what a screen offers', () => {
  it('lists the actions that move a record from its state, and their targets', () => {
    expect(actionsFrom(shop, 0)).toEqual(['audit', 'change-status']);
    expect(actionsFrom(shop, 6)).toEqual([]);
    expect(actionsFrom(shop, 3)).toEqual(['change-status', 'add-token']);
    expect(targetsFrom(shop, 'audit', 0)).toEqual({ to: [1, 2], pick: 'body', allowSame: false });
    expect(targetsFrom(shop, 'add-token', 3)).toEqual({ to: [3, 4], pick: 'decided', allowSame: true });
    expect(targetsFrom(coupon, 'publish', 'draft')).toEqual({ to: ['live'], pick: 'fixed', allowSame: false });
    expect(targetsFrom(coupon, 'publish', 'live')).toBeNull();
  });

  it('offers a batch every target of an action, in the order of the states', () => {
    expect(everyTarget(shop, 'audit')).toEqual([0, 1, 2]);
    expect(everyTarget(shop, 'change-status')).toEqual([5, 6]);
  });

  it.each([
    // [stored, ends_at, claimed of 10, shown]
    ['live', '2026-11-01T00:00:00Z', 3, 'ended'],
    ['paused', '2026-11-28T12:00:00Z', 3, 'ended'],
    ['live', '2026-12-01T00:00:00Z', 10, 'ended'],
    ['live', '2026-12-01T00:00:00Z', 9, 'live'],
    ['live', null, 3, 'live'],
    // A draft has not started: its dates say nothing yet.
    ['draft', '2026-11-01T00:00:00Z', 10, 'draft'],
  ] as const)('shows a %s coupon ending %s with %i of 10 claimed as %s', (stored, endsAt, claimed, shown) => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(shownState(coupon, stored, { ends_at: endsAt, claimed, total: 10 }, now)).toBe(shown);
  });

  it('names the moves only jobs make', () => {
    expect(systemMove(shop, 'expiry')).toEqual({ name: 'expiry', from: [3], to: 7 });
    expect(() => systemMove(shop, 'nothing')).toThrow('no system move nothing');
  });
});

describe('checkMachine refuses a declaration that cannot be right', () => {
  const actions = ['audit', 'change-status', 'add-token', 'publish'];
  it('accepts the shop machine, and a move from a derived state', () => {
    expect(() => checkMachine('shops.status', shop, actions)).not.toThrow();
    const closing = {
      states: ['open', 'closed'],
      moves: [{ action: 'publish', from: ['ongoing'], to: 'closed' }],
      derived: [{ state: 'ongoing', from: ['open'], when: { passed: 'starts_at' } }],
    };
    expect(() => checkMachine('things.status', closing, actions)).not.toThrow();
  });

  it.each([
    ['a repeated state', { states: [0, 0], moves: [] }, /a state is declared twice/],
    ['an undeclared action', { states: [0, 1], moves: [{ action: 'fly', from: [0], to: 1 }] }, /the move of fly names no declared record action/],
    ['an unknown source', { states: [0, 1], moves: [{ action: 'audit', from: [9], to: 1 }] }, /names 9, which is no declared state/],
    ['an unknown target', { states: [0, 1], moves: [{ action: 'audit', from: [0], to: { body: [1, 8] } }] }, /names 8/],
    [
      'one action moving twice from a state',
      {
        states: [0, 1, 2],
        moves: [
          { action: 'audit', from: [0], to: 1 },
          { action: 'audit', from: [0], to: 2 },
        ],
      },
      /audit moves from 0 twice/,
    ],
    ['a move without a target', { states: [0, 1], moves: [{ action: 'audit', from: [0], to: { body: [] } }] }, /has no source or no target/],
    ['a system move to an unknown state', { states: [0, 1], moves: [], system: [{ name: 'expiry', from: [1], to: 7 }] }, /the system move expiry names 7/],
    [
      'a derived state that is stored too',
      { states: ['live'], moves: [], derived: [{ state: 'live', from: ['live'], when: { passed: 'ends_at' } }] },
      /the derived state live is also a stored state/,
    ],
    [
      'a derived state standing for an unknown state',
      { states: ['live'], moves: [], derived: [{ state: 'ended', from: ['gone'], when: { passed: 'ends_at' } }] },
      /the derived state ended names gone/,
    ],
    [
      'a move to a derived state',
      {
        states: ['live'],
        moves: [{ action: 'publish', from: ['live'], to: 'ended' }],
        derived: [{ state: 'ended', from: ['live'], when: { passed: 'ends_at' } }],
      },
      /names ended, which is no declared state/,
    ],
    [
      'derived states over coded states',
      { states: [0, 1], moves: [], derived: [{ state: 'ended', from: [1], when: { passed: 'ends_at' } }] },
      /derived states need stored states that are words/,
    ],
  ])('%s', (_name, machine, message) => {
    expect(() => checkMachine('things.status', machine as Machine, actions)).toThrow(message);
  });
});
