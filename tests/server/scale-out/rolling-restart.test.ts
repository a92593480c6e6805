import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, loginOn, startInstance, within } from '../../helpers/instances.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-db.ts';

/**
 * A load balancer in miniature: round robin over the instances whose readiness answers 200
 * (checked every 100 ms), and no retries, so a request an instance drops is a failed request.
 */
function roundRobinProxy(initial: string[]) {
  let upstreams = initial.map((url) => ({ url, healthy: true }));
  let next = 0;
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const checker = setInterval(() => {
    for (const upstream of upstreams) {
      fetch(`${upstream.url}/api/health/ready`).then(
        (response) => (upstream.healthy = response.ok),
        () => (upstream.healthy = false),
      );
    }
  }, 100);
  const server = http.createServer((request, response) => {
    const healthy = upstreams.filter((upstream) => upstream.healthy);
    if (!healthy.length) {
      response.writeHead(502).end();
      return;
    }
    const target = new URL(healthy[next++ % healthy.length].url);
    served.set(target.origin, (served.get(target.origin) ?? 0) + 1);
    const forward = http.request(
      { agent, hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return {
    server,
    served,
    replace(old: string, fresh: string) {
      upstreams = upstreams.map((upstream) => (upstream.url === old ? { url: fresh, healthy: false } : upstream));
    },
    healthyCount: () => upstreams.filter((upstream) => upstream.healthy).length,
    close() {
      clearInterval(checker);
      agent.destroy();
      server.close();
    },
  };
}

describe('rolling restart', () => {
  let database: TestDatabase;
  let instances: Instance[] = [];
  const env = { SHUTDOWN_DRAIN_SECONDS: '1.5', JOB_WORKER: 'false' };

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    instances = await Promise.all(['one', 'two'].map((name) => startInstance(name, { databaseUrl: database.url, env })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    await database?.drop();
  });

  it('restarts one of two instances under load with no failed request', async () => {
    const proxy = roundRobinProxy(instances.map((instance) => instance.url));
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
    const token = await loginOn({ url: proxyUrl }, 'merchant');
    const failures: string[] = [];
    let completed = 0;
    let finish: (result: autocannon.Result) => void = () => {};
    const done = new Promise<autocannon.Result>((resolve) => (finish = resolve));
    const load = autocannon(
      { url: `${proxyUrl}/api/commodities?pageSize=10`, headers: { authorization: `Bearer ${token}` }, connections: 8, duration: 300 },
      (_error, result) => finish(result),
    );
    load.on('response', (_client: unknown, status: number) => {
      completed++;
      if (status !== 200) failures.push(`HTTP ${status}`);
    });
    load.on('reqError', (error: Error) => failures.push(error.message));
    try {
      await within(10_000, async () => completed > 50);
      const [old] = instances;
      const exitCode = await old.stop('SIGTERM');
      expect(exitCode).toBe(0);
      const fresh = await startInstance('one-again', { databaseUrl: database.url, env });
      instances = [fresh, instances[1]];
      proxy.replace(old.url, fresh.url);
      expect(await within(10_000, async () => proxy.healthyCount() === 2)).toBe(true);
      const before = proxy.served.get(new URL(fresh.url).origin) ?? 0;
      expect(await within(10_000, async () => (proxy.served.get(new URL(fresh.url).origin) ?? 0) > before + 20)).toBe(true);
    } finally {
      load.stop();
    }
    const result = await done;
    proxy.close();
    expect(completed).toBeGreaterThan(100);
    expect(result.errors + result.timeouts + result.non2xx).toBe(0);
    expect(failures).toEqual([]);
    // Load through a proxy across a drain and a third server start: 9 s alone.
  }, 90_000);
});
