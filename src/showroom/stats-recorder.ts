import { PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';
import type { StatsContentKind } from '../../resources/stats/stats-event.schema.ts';

/** The ids an event is about: the app, or one piece of its content. */
export type EventSubject = Partial<Record<`${StatsContentKind}_id`, number>>;

type StatsEventBody = EventSubject & {
  source_type: string;
  use_at: string;
  viewer_id: string;
  channel: number;
  sale_id?: number;
  customer_id?: number;
  stay_time?: number;
};

export interface StatsRecorder {
  /** A view of the app or of a piece of content (source_type 'view'). */
  view(subject: EventSubject): void;
  /** An event of another kind ('claim', 'signup'). */
  record(sourceType: string, subject: EventSubject): void;
  /** Seconds spent on a subject (source_type 'stay'), sent at once with every event waiting: the page may be going away. */
  stay(subject: EventSubject, seconds: number): void;
  setCustomer(id: number): void;
}

const RECORD_PATH = '/app-api/system/stats/record';
/** Events wait this long for company, so opening three things is one call. */
export const BATCH_DELAY_MS = 1_000;
const MAX_SECONDS = 24 * 60 * 60;

export type StatsOptions = {
  /** The merchant's live ingestion key; none (or a preview) records nothing. */
  key: string | null;
  viewerId: string;
  channel: number;
  saleId?: number;
  customerId?: number;
  send?: typeof fetch;
};

/** Records nothing: the preview, or a merchant without an ingestion key. */
export const silentRecorder: StatsRecorder = { view() {}, record() {}, stay() {}, setCustomer() {} };

/**
 * The showroom's statistics (spec §7 `POST /app-api/system/stats/record`): views, stay time and
 * the marketing events, each with the visitor's device id, the app's channel, the guide of the
 * share link and the customer once known. Sent with `keepalive`, so a batch leaving with the page
 * still arrives; sendBeacon cannot carry the key's header. Ingestion refuses a whole batch that
 * names a record not the merchant's: a guide or customer id it refuses (a forged share, a stale
 * customer) is dropped and the batch sent once more without them, so the visit still counts.
 */
export function statsRecorder(options: StatsOptions): StatsRecorder {
  const { key, viewerId, channel, saleId } = options;
  if (!key) return silentRecorder;
  const send = options.send ?? fetch.bind(globalThis);
  let customerId = options.customerId;
  let keepSale = saleId !== undefined;
  let queue: StatsEventBody[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = async (events: StatsEventBody[], retry: boolean) => {
    try {
      const response = await send(RECORD_PATH, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json', [PUBLISHABLE_KEY_HEADER]: key },
        body: JSON.stringify({ events }),
      });
      const answer = (await response.json().catch(() => null)) as { code?: number; errors?: Record<string, unknown> } | null;
      if (!retry || answer?.code !== 400) return;
      const wrong = Object.keys(answer.errors ?? {});
      const refused = (name: string) => wrong.some((path) => path.endsWith(`.${name}`));
      if (refused('sale_id')) keepSale = false;
      if (refused('customer_id')) customerId = undefined;
      if (!refused('sale_id') && !refused('customer_id')) return;
      await post(
        events.map(({ sale_id: _sale, customer_id: _customer, ...event }) => ({
          ...event,
          ...(keepSale && saleId !== undefined ? { sale_id: saleId } : {}),
          ...(customerId !== undefined ? { customer_id: customerId } : {}),
        })),
        false,
      );
    } catch {
      // Statistics never disturb the visitor: a lost batch is lost.
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    void post(events, true);
  };
  const event = (sourceType: string, subject: EventSubject, extra: Partial<StatsEventBody> = {}): StatsEventBody => ({
    source_type: sourceType,
    use_at: new Date().toISOString(),
    viewer_id: viewerId,
    channel,
    ...(keepSale && saleId !== undefined ? { sale_id: saleId } : {}),
    ...(customerId !== undefined ? { customer_id: customerId } : {}),
    ...subject,
    ...extra,
  });
  const enqueue = (body: StatsEventBody) => {
    queue.push(body);
    timer ??= setTimeout(flush, BATCH_DELAY_MS);
  };
  return {
    view: (subject) => enqueue(event('view', subject)),
    record: (sourceType, subject) => enqueue(event(sourceType, subject)),
    // Sent at once with what waits in the queue: the page may be going away (a view made a moment before leaving still counts).
    stay: (subject, seconds) => {
      const whole = Math.min(MAX_SECONDS, Math.round(seconds));
      if (whole >= 1) queue.push(event('stay', subject, { stay_time: whole }));
      flush();
    },
    setCustomer: (id) => {
      customerId = id;
    },
  };
}

/**
 * Counts the seconds the page is seen and hands them over whenever it stops being seen (another
 * tab, the phone locked, the page left): `visibilitychange` and `pagehide` are the last moments a
 * mobile browser promises. Returns the function that stops watching.
 */
export function watchStay(target: Window, onStay: (seconds: number) => void, now = () => Date.now()): () => void {
  let since: number | null = target.document.visibilityState === 'visible' ? now() : null;
  const end = () => {
    if (since === null) return;
    onStay((now() - since) / 1000);
    since = null;
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') since ??= now();
    else end();
  };
  // A page restored from the back-forward cache is seen again.
  const onShow = () => {
    if (target.document.visibilityState === 'visible') since ??= now();
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('pagehide', end);
  target.addEventListener('pageshow', onShow);
  // Stopping watching ends the stretch under way (an overlay closed: its stay is over).
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('pagehide', end);
    target.removeEventListener('pageshow', onShow);
    end();
  };
}
