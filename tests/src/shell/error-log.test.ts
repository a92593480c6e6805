import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { captureGlobalErrors, clearErrorLog, logError, useErrorLog } from '../../../src/shell/error-log.ts';

const log = () => renderHook(() => useErrorLog()).result.current;

describe('error log (spec §2 error log view)', () => {
  beforeAll(() => captureGlobalErrors());
  beforeEach(() => {
    clearErrorLog();
    window.history.replaceState(null, '', '/content/commodityManagement');
  });

  it('records each message with the page it happened on, newest first', () => {
    logError('first');
    window.history.replaceState(null, '', '/homeData/stats');
    logError('second');
    expect(log().map(({ message, page }) => [message, page])).toEqual([
      ['second', '/homeData/stats'],
      ['first', '/content/commodityManagement'],
    ]);
  });

  it('keeps the newest 100', () => {
    for (let i = 1; i <= 105; i++) logError(`error ${i}`);
    const entries = log();
    expect(entries).toHaveLength(100);
    expect([entries[0].message, entries[99].message]).toEqual(['error 105', 'error 6']);
  });

  it('clears', () => {
    logError('gone');
    clearErrorLog();
    expect(log()).toEqual([]);
  });

  it('captures uncaught errors and unhandled rejections', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not a function' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('request failed');
    window.dispatchEvent(rejection);
    const plain = new Event('unhandledrejection') as Event & { reason?: unknown };
    plain.reason = 'just a string';
    window.dispatchEvent(plain);
    expect(log().map((entry) => entry.message)).toEqual(['just a string', 'request failed', 'x is not a function']);
  });
});
