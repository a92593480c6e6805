import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublic, isPublicAddress, PublicFetchError, type Resolve } from '../../../server/http/public-fetch.ts';

let server: Server;
let base: string;
const LOCAL = ['127.0.0.1'];
const MB = 1024 * 1024;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (url.pathname === '/ok') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(100, 7));
    if (url.pathname === '/redirect') return response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/declared-big') return response.writeHead(200, { 'content-length': String(50 * MB) }).end();
    if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      let sent = 0;
      const push = () => {
        while (sent < 4 * MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', push);
        }
        response.end();
      };
      return push();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A resolver of made-up names, counting its calls; a name it does not know fails as DNS would. */
function names(table: Record<string, string[]>): Resolve & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (host: string) => {
    calls.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof PublicFetchError ? error.reason : `unexpected: ${String(error)}`),
  );

describe('fetching a link from the public internet only (SSRF guard)', () => {
  it.each([
    ['http://10.1.2.3/pano.jpg', 'private IPv4'],
    ['http://172.16.5.4/', 'private IPv4'],
    ['http://192.168.1.1/', 'private IPv4'],
    ['http://127.0.0.1:9/', 'loopback'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://[fd12:3456::1]/', 'IPv6 unique-local'],
    ['http://[::ffff:10.0.0.1]/', 'IPv4-mapped private'],
    ['http://[::]/', 'IPv6 unspecified'],
  ])('refuses %s (%s) before any connection', async (link) => {
    const resolve = names({});
    expect(await refusal(fetchPublic(link, { maxBytes: MB, resolve }))).toBe('address');
    expect(resolve.calls).toEqual([]);
  });

  it.each([
    ['rebind.test', ['10.0.0.5']],
    ['mixed.test', ['93.184.216.34', '192.168.0.10']],
    ['six.test', ['fd00::7']],
  ])('refuses the name %s resolving to a private address, before connecting', async (host, addresses) => {
    const resolve = names({ [host]: addresses });
    expect(await refusal(fetchPublic(`http://${host}/pano.jpg`, { maxBytes: MB, resolve }))).toBe('address');
    expect(resolve.calls).toEqual([host]);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ftp://example.com/pano.jpg', 'protocol'],
    ['file:///etc/passwd', 'protocol'],
    ['data:image/jpeg;base64,AAAA', 'protocol'],
    ['javascript:alert(1)', 'protocol'],
    ['not a link', 'protocol'],
    ['http://user:secret@example.com/', 'protocol'],
  ])('refuses %j (%s)', async (link, reason) => {
    expect(await refusal(fetchPublic(link, { maxBytes: MB }))).toBe(reason);
  });

  it('fetches a public file, connecting to the address it checked', async () => {
    const direct = await fetchPublic(`${base}/ok`, { maxBytes: MB, allowAddresses: LOCAL });
    expect(direct.body).toEqual(Buffer.alloc(100, 7));
    expect(direct.contentType).toBe('image/jpeg');
    const resolve = names({ 'cdn.test': ['127.0.0.1'] });
    const named = await fetchPublic(`${base.replace('127.0.0.1', 'cdn.test')}/ok`, { maxBytes: MB, allowAddresses: LOCAL, resolve });
    expect(named.body.length).toBe(100);
    expect(resolve.calls).toEqual(['cdn.test']);
  });

  it.each([
    ['http://10.0.0.1/pano.jpg', 'a private address'],
    ['http://[::1]:80/', 'IPv6 loopback'],
    ['http://internal.test/pano.jpg', 'a name resolving to a private address'],
  ])('refuses a redirect to %s (%s) before following it', async (target) => {
    const resolve = names({ 'internal.test': ['192.168.0.10'] });
    const link = `${base}/redirect?to=${encodeURIComponent(target)}`;
    expect(await refusal(fetchPublic(link, { maxBytes: MB, allowAddresses: LOCAL, resolve }))).toBe('address');
  });

  it('follows a few redirects, not an endless loop', async () => {
    expect(await refusal(fetchPublic(`${base}/loop`, { maxBytes: MB, allowAddresses: LOCAL }))).toBe('redirects');
    const hop = await fetchPublic(`${base}/redirect?to=${encodeURIComponent('/ok')}`, { maxBytes: MB, allowAddresses: LOCAL });
    expect(hop.body.length).toBe(100);
  });

  it('stops reading past the size cap, whether the size is declared or streamed', async () => {
    expect(await refusal(fetchPublic(`${base}/declared-big`, { maxBytes: MB, allowAddresses: LOCAL }))).toBe('size');
    expect(await refusal(fetchPublic(`${base}/big`, { maxBytes: MB, allowAddresses: LOCAL }))).toBe('size');
    expect(await refusal(fetchPublic(`${base}/missing`, { maxBytes: MB, allowAddresses: LOCAL }))).toBe('status');
  });

  it('tells public addresses from the rest', () => {
    expect(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['10.0.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:192.168.1.1', 'not an address'].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
