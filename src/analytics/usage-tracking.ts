import type { AxiosInstance } from 'axios';
import type { SessionState, SessionStore } from '../../providers/session-store.ts';
import { GUIDE_ROLE_TAG } from '../../resources/constants.ts';
import { USAGE_RECORD_PATH, type UsageRecordBody } from '../../resources/stats/stats-usage.schema.ts';
import { clearAnalyticsCookies, ensureObserverId } from './analytics-cookies.ts';
import { deviceFingerprint } from './device-fingerprint.ts';
import { createUsageTimer, formatUseAt } from './usage-timer.ts';

/**
 * Spec §4: recording is skipped for the platform role and needs sale info, which is returned for a
 * sale only (spec §1): only a shopping guide's session (role_tag `seller_sale`) whose sale info came
 * back records. A master account, a store manager, a designer — the back office — records nothing,
 * so it never counts among the active guides (issue #34); nor does one in another role than its guide's.
 */
export function recordsUsage(session: SessionState | null): boolean {
  return !!session && session.profile.role_tag === GUIDE_ROLE_TAG && session.sale !== null;
}

export interface UsageTracking {
  /** After a login: the `accountLogin` record (spec §7), for a session that records usage only. */
  recordLogin(): void;
}

/**
 * Runs the usage timer while the page holds a session that records usage: it follows the session
 * store, so it starts on page load or login, changes with a role switch and stops when the session
 * ends — when the analytics cookies go too (logout, or an expired session that logs the user out).
 * Built once per page load with the clients, so no view mounting twice can double the records.
 * Records go out silently: the path is on the silent-path list (spec §8), and a lost record is
 * nobody's business but the statistics'.
 */
export function trackUsage(client: AxiosInstance, store: SessionStore, target: EventTarget = window): UsageTracking {
  const send = (record: UsageRecordBody) => {
    // Spec §9: the device fingerprint travels with every statistics record.
    client.post(USAGE_RECORD_PATH, { ...record, fingerprint: deviceFingerprint() }).catch(() => undefined);
  };
  const timer = createUsageTimer(send, target);
  let running = false;
  let hadSession = store.current() !== null;
  const follow = () => {
    const session = store.current();
    const records = recordsUsage(session);
    if (records && !running) {
      ensureObserverId();
      timer.start();
    }
    if (!records && running) timer.stop();
    running = records;
    if (hadSession && !session) clearAnalyticsCookies();
    hadSession = session !== null;
  };
  store.subscribe(follow);
  follow();
  return {
    recordLogin: () => {
      if (recordsUsage(store.current())) send({ statsType: 'accountLogin', use_at: formatUseAt(Date.now()) });
    },
  };
}
