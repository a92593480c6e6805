import type { Page, Request } from 'playwright-core';

/**
 * What a user's console and network panel would show while a page is used: console errors,
 * uncaught exceptions, and requests of the app's own origin that failed or answered 4xx/5xx.
 * A request the app itself abandons (a list left before its answer came) is no failure.
 */
export class PageWatch {
  readonly problems: string[] = [];
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();

  constructor(
    private readonly page: Page,
    origin: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught: ${error.message.slice(0, 300)}`));
    page.on('request', (request) => {
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', (request) => {
      done(request);
      const failure = request.failure()?.errorText ?? '';
      if (request.url().startsWith(origin) && !failure.includes('ERR_ABORTED'))
        this.problems.push(`failed request: ${request.method()} ${request.url()} ${failure}`);
    });
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400) {
        this.problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url().replace(origin, '')}`);
      }
    });
  }

  /** Problems seen since the last call, and forgets them. */
  take(): string[] {
    return this.problems.splice(0);
  }

  /** Whether no request is in flight and none has started or ended for `quietMs`. */
  isQuiet(quietMs = 400): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastActivity >= quietMs;
  }

  /** Waits until no request has been in flight for `quietMs` (bounded by `maxMs`), as a page that finished loading. */
  async settled(quietMs = 400, maxMs = 15_000): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < maxMs) {
      if (this.isQuiet(quietMs)) return;
      await this.page.waitForTimeout(50);
    }
  }
}
