import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';

/** Why a URL was not fetched: each is refused before any connection is made, or stopped mid-stream. */
export type RefusalReason = 'empty' | 'protocol' | 'address' | 'redirects' | 'size' | 'status' | 'network';

export class PublicFetchError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/** Resolves a host name to every address it has (the tests give their own: no real DNS there). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export interface PublicFetchOptions {
  /** The most bytes the answer may have; the stream stops past it. */
  maxBytes: number;
  /** Redirects followed at most (each checked like the first URL). */
  maxRedirects?: number;
  timeoutMs?: number;
  /**
   * Addresses reachable although not public: the tests' local fakes on 127.0.0.1. Empty in the
   * product; set only by a test.
   */
  allowAddresses?: readonly string[];
  resolve?: Resolve;
}

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Whether an address is one of the public internet's: unicast, and none of the private, loopback,
 * link-local, unique-local, carrier-grade NAT, multicast, reserved or unspecified ranges (IPv4 and
 * IPv6; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

function checkAddress(address: string, allow: readonly string[]): void {
  if (!isPublicAddress(address) && !allow.includes(address)) throw new PublicFetchError('address', `${address} is not a public address`);
}

/** The host of a URL as an address literal, without IPv6 brackets; null for a name. */
function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

/** Checks a URL before anything is sent: http(s) only, and a literal address must be public. */
function checkUrl(text: string, allow: readonly string[]): URL {
  if (!text.trim()) throw new PublicFetchError('empty', 'no link given');
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new PublicFetchError('protocol', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError('protocol', `${url.protocol} links are not fetched`);
  if (url.username || url.password) throw new PublicFetchError('protocol', 'links with credentials are not fetched');
  const literal = literalHost(url);
  if (literal) checkAddress(literal, allow);
  return url;
}

/**
 * The connection's own name resolution: every address of the name is checked, and the socket
 * connects to the checked address itself, so a second lookup (DNS rebinding) cannot switch it.
 */
function checkedLookup(resolve: Resolve, allow: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (!addresses.length) throw new PublicFetchError('address', `${hostname} has no address`);
        for (const { address } of addresses) checkAddress(address, allow);
        const wanted = options.family ? addresses.filter((entry) => entry.family === options.family) : addresses;
        const chosen = wanted.length ? wanted : addresses;
        if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, chosen);
        else callback(null, chosen[0]!.address, chosen[0]!.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 0));
  };
}

/**
 * Fetches a link given by a user (a panorama's URL) from the public internet only (SECURITY.md:
 * no server-side request forgery). Every URL, the first and each redirect's, is checked before a
 * connection is made; names are resolved once and the connection goes to the checked address; the
 * answer is read up to `maxBytes`.
 */
export async function fetchPublic(link: string, options: PublicFetchOptions): Promise<{ body: Buffer; contentType: string; url: string }> {
  const allow = options.allowAddresses ?? [];
  const dispatcher = new Agent({ connect: { lookup: checkedLookup(options.resolve ?? systemResolve, allow) } });
  try {
    let url = checkUrl(link, allow);
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(url, {
        dispatcher,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      }).catch((error: unknown) => {
        const cause = (error as { cause?: unknown }).cause;
        if (cause instanceof PublicFetchError) throw cause;
        throw new PublicFetchError('network', (cause as Error | undefined)?.message ?? (error as Error).message);
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (redirects >= (options.maxRedirects ?? 5)) throw new PublicFetchError('redirects', 'too many redirects');
        url = checkUrl(new URL(location, url).toString(), allow);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new PublicFetchError('status', `the link answered ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > options.maxBytes) {
        await response.body?.cancel();
        throw new PublicFetchError('size', `the file is larger than ${options.maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body ?? []) {
        size += chunk.length;
        if (size > options.maxBytes) throw new PublicFetchError('size', `the file is larger than ${options.maxBytes} bytes`);
        chunks.push(Buffer.from(chunk));
      }
      return { body: Buffer.concat(chunks), contentType: response.headers.get('content-type') ?? '', url: url.toString() };
    }
  } finally {
    // Destroyed, not closed: a refused stream is not read to its end.
    await dispatcher.destroy();
  }
}
