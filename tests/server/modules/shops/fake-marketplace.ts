import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signTop } from '../../../../server/modules/shops/marketplace.ts';

export const FAKE_APP_KEY = 'fake-key';
export const FAKE_APP_SECRET = 'fake-secret';

/**
 * A local fake of the marketplace's open API (TOP style), for the tests only: it checks each
 * call's app key and MD5 signature, knows which token belongs to which shop, and opens or closes
 * shops unless told to refuse.
 */
export interface FakeMarketplace {
  url: string;
  /** Tokens the marketplace has issued, with the shop id each belongs to. */
  tokens: Map<string, string>;
  /** Shops opened on the marketplace, by shop id. */
  opened: Map<string, boolean>;
  /** When set, every switch is refused with this message. */
  refuseSwitch: string | null;
  calls: Record<string, string>[];
  close(): Promise<void>;
}

/** The shop a token was issued for: one the test registered, or any `valid-<shop id>` (what browser tests paste). */
function shopOfToken(tokens: ReadonlyMap<string, string>, token: string): string | undefined {
  return tokens.get(token) ?? /^valid-(\d{1,30})$/.exec(token)?.[1];
}

const answer = (method: string, body: unknown) => ({ [`${method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`]: body });
const error = (msg: string, sub_msg?: string) => ({ error_response: { code: 27, msg, sub_msg } });

export async function startFakeMarketplace(): Promise<FakeMarketplace> {
  const fake: Omit<FakeMarketplace, 'url' | 'close'> = { tokens: new Map(), opened: new Map(), refuseSwitch: null, calls: [] };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      fake.calls.push(form);
      const reply = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (form.app_key !== FAKE_APP_KEY || form.sign !== signTop(form, FAKE_APP_SECRET)) return reply(error('Invalid signature'));
      const shop = shopOfToken(fake.tokens, form.session ?? '');
      if (!shop) return reply(error('Invalid session', 'The authorisation token is invalid or expired'));
      if (form.method === 'taobao.shop.seller.get') return reply(answer(form.method, { shop: { sid: shop, title: `Shop ${shop}` } }));
      if (form.method === 'taobao.miniapp.shop.status.update') {
        if (fake.refuseSwitch) return reply(error('Refused', fake.refuseSwitch));
        fake.opened.set(form.shop_id!, form.status === 'open');
        return reply(answer(form.method, { result: true }));
      }
      return reply(error('Unknown method'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/router/rest`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
