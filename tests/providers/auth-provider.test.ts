import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../providers/auth-provider.ts';
import { SessionStore } from '../../providers/session-store.ts';

describe('the auth provider on a refused request', () => {
  it('leaves an expired login (401) to its 3-second message: no logout and no redirect before the message closes (spec §8)', async () => {
    let ended = 0;
    const posted: string[] = [];
    const client = axios.create();
    // Nothing may be sent: a request is recorded and never leaves.
    client.interceptors.request.use((config) => {
      posted.push(String(config.url));
      throw new axios.Cancel('not sent in this test');
    });
    const store = new SessionStore(client);
    const auth = createAuthProvider(client, store, () => (ended += 1));
    expect(await auth.onError({ message: 'Your login information has expired, please log in again.', statusCode: 401 })).toEqual({});
    expect(await auth.onError({ message: 'Forbidden', statusCode: 403 })).toEqual({});
    expect([ended, posted]).toEqual([0, []]);
  });
});
