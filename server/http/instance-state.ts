/**
 * What this instance is doing with its life: serving, or draining before it stops (SIGTERM).
 * Readiness (`/api/health/ready`) reads it, so a load balancer stops sending new requests at once
 * while the ones in flight, and those already on their way, are still served.
 */
export class InstanceState {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
