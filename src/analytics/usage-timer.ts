import dayjs from 'dayjs';
import { USAGE_FIRST_RECORD_MS, USAGE_IDLE_MS } from '../../resources/constants.ts';
import { USAGE_MAX_SECONDS, type UsageRecordBody } from '../../resources/stats/stats-usage.schema.ts';

/** Spec §4: mouse, wheel and touch input count as use (keys do not). */
const INPUT_EVENTS = ['mousemove', 'mousedown', 'wheel', 'touchstart', 'touchmove'] as const;
const LISTENER_OPTIONS = { capture: true, passive: true } as const;

/** Spec §7's "formatted time" with the browser's offset, so the server needs no zone to read it. */
export function formatUseAt(at: number): string {
  return dayjs(at).format('YYYY-MM-DD HH:mm:ssZ');
}

export interface UsageTimer {
  /** Listen for input, and send the load record 2 s from now. */
  start(): void;
  /** Stop listening; a stretch not yet sent is dropped (its session is gone). */
  stop(): void;
}

/**
 * The usage timer of spec §4: the first input starts a stretch; once 30 s pass without input, one
 * `saleUseLog` goes out with the stretch's whole seconds (first to last input) and its start as
 * `use_at`, and the next input starts a new stretch.
 *
 * The spec also sends "a record 2 seconds after load" without saying what it carries. Here it is a
 * `saleUseLog` of 0 seconds at that moment: it marks the start of a session even when the user never
 * touches the mouse — no seconds of use and no view (the rollups count neither for a usage record) —
 * and leaves a stretch already under way alone (that one is sent when it ends). The timer runs for
 * a shopping guide's session with sale info only (usage-tracking.ts).
 */
export function createUsageTimer(send: (record: UsageRecordBody) => void, target: EventTarget = window): UsageTimer {
  let stretchStart: number | null = null;
  let lastInput = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;

  const endStretch = () => {
    idleTimer = undefined;
    if (stretchStart === null) return;
    // Input keeps coming without rescheduling on every mouse move: look again when 30 s may have passed.
    const idle = Date.now() - lastInput;
    if (idle < USAGE_IDLE_MS) {
      idleTimer = setTimeout(endStretch, USAGE_IDLE_MS - idle);
      return;
    }
    const seconds = Math.min(USAGE_MAX_SECONDS, Math.round((lastInput - stretchStart) / 1000));
    send({ statsType: 'saleUseLog', use_time: seconds, use_at: formatUseAt(stretchStart) });
    stretchStart = null;
  };
  const onInput = () => {
    lastInput = Date.now();
    stretchStart ??= lastInput;
    idleTimer ??= setTimeout(endStretch, USAGE_IDLE_MS);
  };

  return {
    start() {
      for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, LISTENER_OPTIONS);
      loadTimer = setTimeout(() => send({ statsType: 'saleUseLog', use_time: 0, use_at: formatUseAt(Date.now()) }), USAGE_FIRST_RECORD_MS);
    },
    stop() {
      for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, LISTENER_OPTIONS);
      clearTimeout(idleTimer);
      clearTimeout(loadTimer);
      idleTimer = undefined;
      stretchStart = null;
    },
  };
}
