import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { statsRecorder, watchStay } from '../../../src/showroom/stats-recorder.ts';

type Sent = { url: string; init: RequestInit; events: Record<string, unknown>[] };

function fakeSend(answers: unknown[] = []) {
  const sent: Sent[] = [];
  const send = vi.fn<typeof fetch>(async (url, init) => {
    sent.push({ url: String(url), init: init!, events: JSON.parse(String(init!.body)).events });
    return new Response(JSON.stringify(answers.shift() ?? { code: 0, msg: '', data: { accepted: 1 } }));
  });
  return { sent, send };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the showroom's statistics", () => {
  it('sends views in one batch with the ingestion key, the device id, the channel and the guide', async () => {
    const { sent, send } = fakeSend();
    const stats = statsRecorder({ key: 'apk_key', viewerId: 'abcdefghijkl', channel: 2, saleId: 7, send });
    stats.view({ application_id: 3 });
    stats.view({ commodity_id: 9 });
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/app-api/system/stats/record');
    expect(sent[0]!.init.keepalive).toBe(true);
    expect((sent[0]!.init.headers as Record<string, string>)['x-publishable-key']).toBe('apk_key');
    expect(sent[0]!.events).toEqual([
      expect.objectContaining({ source_type: 'view', viewer_id: 'abcdefghijkl', channel: 2, sale_id: 7, application_id: 3 }),
      expect.objectContaining({ source_type: 'view', commodity_id: 9 }),
    ]);
    expect(String(sent[0]!.events[0]!.use_at)).toMatch(/Z$/);
  });

  it('sends the stay time at once, in whole seconds, and names the customer once known', async () => {
    const { sent, send } = fakeSend();
    const stats = statsRecorder({ key: 'apk_key', viewerId: 'abcdefghijkl', channel: 0, send });
    stats.setCustomer(44);
    stats.stay({ application_id: 3 }, 12.6);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toEqual([expect.objectContaining({ source_type: 'stay', stay_time: 13, customer_id: 44, application_id: 3 })]);
    expect(sent[0]!.events[0]).not.toHaveProperty('sale_id');
  });

  it('sends the batch again without a guide the server does not know, so the visit still counts', async () => {
    const { sent, send } = fakeSend([{ code: 400, msg: 'Check the fields', errors: { 'events.0.sale_id': ['Unknown'] } }]);
    const stats = statsRecorder({ key: 'apk_key', viewerId: 'abcdefghijkl', channel: 0, saleId: 999, send });
    stats.view({ application_id: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.events[0]).not.toHaveProperty('sale_id');
    stats.view({ album_id: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent[2]!.events[0]).not.toHaveProperty('sale_id');
  });

  it('sends the waiting views at once when the page goes away, even after less than a second', async () => {
    const { sent, send } = fakeSend();
    const stats = statsRecorder({ key: 'apk_key', viewerId: 'abcdefghijkl', channel: 0, send });
    stats.view({ application_id: 3 });
    stats.stay({ application_id: 3 }, 0.4);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((batch) => batch.events.map((one) => one.source_type))).toEqual([['view']]);
  });

  it('records nothing without a key', async () => {
    const { sent, send } = fakeSend();
    statsRecorder({ key: null, viewerId: 'abcdefghijkl', channel: 0, send }).view({ application_id: 1 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(0);
  });

  it('counts the seconds the page is seen, until it is hidden or left', () => {
    let now = 1_000;
    const stays: number[] = [];
    const stop = watchStay(
      window,
      (seconds) => stays.push(seconds),
      () => now,
    );
    now += 5_000;
    window.dispatchEvent(new Event('pagehide'));
    now += 3_000;
    window.dispatchEvent(new Event('pagehide'));
    expect(stays).toEqual([5]);
    window.dispatchEvent(new Event('pageshow'));
    now += 2_000;
    window.dispatchEvent(new Event('pagehide'));
    expect(stays).toEqual([5, 2]);
    stop();
    expect(stays).toEqual([5, 2]);
  });

  it('ends the stretch under way when watching stops (a plan closed while the page is seen)', () => {
    let now = 1_000;
    const stays: number[] = [];
    const stop = watchStay(
      window,
      (seconds) => stays.push(seconds),
      () => now,
    );
    now += 4_000;
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(stays).toEqual([4]);
  });
});
