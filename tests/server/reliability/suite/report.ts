/** Findings printed in full; the rest are counted (the assertion still lists them all). */
const SHOWN = Number(process.env.RELIABILITY_SHOWN ?? 50);

/** What one check found: broken promises, and the routes it could not exercise (with why). */
export class Report {
  readonly findings: string[] = [];
  readonly unexercised = new Map<string, string>();
  /** Requests sent, so a run that silently did nothing shows. */
  requests = 0;

  fail(route: string, text: string): void {
    this.findings.push(`${route}: ${text}`);
  }

  skip(route: string, reason: string): void {
    if (!this.unexercised.has(route)) this.unexercised.set(route, reason);
  }

  /** Unexercised routes that no exemption covers. */
  unexpected(exempt: Readonly<Record<string, string>>): string[] {
    return [...this.unexercised.entries()].filter(([route]) => !(route in exempt)).map(([route, reason]) => `${route} (${reason})`);
  }

  summary(title: string): string {
    const lines = [`${title}: ${this.requests} requests, ${this.findings.length} findings, ${this.unexercised.size} routes not exercised`];
    for (const [route, reason] of this.unexercised) lines.push(`  not exercised: ${route}: ${reason}`);
    for (const finding of this.findings.slice(0, SHOWN)) lines.push(`  FINDING ${finding}`);
    if (this.findings.length > SHOWN) lines.push(`  … and ${this.findings.length - SHOWN} more`);
    return lines.join('\n');
  }
}
