import { PUBLISHABLE_KEY_HEADER } from '../../resources/constants.ts';
import { ApiError, apiCall, json } from './api-call.ts';
import { safeLocalStorage } from './visitor.ts';

/** The customer-facing API's prefix (resources/customers/customer-api.schema.ts CUSTOMER_API_PREFIX; that module brings zod). */
const PREFIX = '/app-api/customer';

type Login = { token: string; expires_at: string; guest_key?: string; known: boolean };
type Profile = { customer: { id: number } | null };
export type CouponCopy = { code: string; expires_at: string };
export type Signup = { code: string };

/** What the browser keeps of its guest, per merchant key: the secret to sign in again, and the customer it became. */
type Kept = { guest_key?: string; customer_id?: number };

/**
 * Asks the visitor for its phone and saves it with `save` (which throws the server's refusal);
 * true once saved, false when the visitor gave up.
 */
export type AskPhone = (save: (phone: string) => Promise<void>) => Promise<boolean>;

export type CustomerOptions = {
  key: string;
  share?: string;
  language: () => string;
  askPhone: AskPhone;
  /** The customer's id once known (for the statistics). */
  onCustomer(id: number): void;
};

/** The customer the browser became before, if any (its statistics name it from the first event). */
export function keptCustomerId(key: string | null): number | undefined {
  return key ? readKept(key).customer_id : undefined;
}

const keptName = (key: string) => `atrium-showroom-guest:${key}`;
function readKept(key: string): Kept {
  try {
    return (JSON.parse(safeLocalStorage()?.getItem(keptName(key)) ?? '{}') as Kept) ?? {};
  } catch {
    return {};
  }
}
function writeKept(key: string, kept: Kept) {
  try {
    safeLocalStorage()?.setItem(keptName(key), JSON.stringify(kept));
  } catch {
    // Without storage the visitor is a new guest next time.
  }
}

/**
 * The visitor as the merchant's customer (README "Customers"): an H5 guest signed in with the
 * secret this browser keeps (and the guide's share, so a first visit through a guide's link makes
 * that guide's customer), who leaves its phone the first time it claims or signs up. Each action
 * signs in again once when its token has lapsed.
 */
export function customerSession(options: CustomerOptions) {
  const { key, share } = options;
  let login: Login | null = null;

  const call = <T>(path: string, init: RequestInit = {}, token?: string) =>
    apiCall<T>(`${PREFIX}${path}`, {
      ...init,
      language: options.language(),
      credentials: 'omit',
      headers: { ...(init.headers as Record<string, string>), [PUBLISHABLE_KEY_HEADER]: key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const signIn = async (): Promise<Login> => {
    if (login && Date.parse(login.expires_at) > Date.now() + 10_000) return login;
    const kept = readKept(key);
    const made = await call<Login>('/login/guest', json('POST', { ...(kept.guest_key ? { guest_key: kept.guest_key } : {}), ...(share ? { share } : {}) }));
    // A new guest (the kept secret unknown here) is not the customer kept before.
    const sameGuest = !made.guest_key || made.guest_key === kept.guest_key;
    writeKept(key, { guest_key: made.guest_key ?? kept.guest_key, ...(sameGuest && kept.customer_id ? { customer_id: kept.customer_id } : {}) });
    login = made;
    return made;
  };

  const learnCustomer = (profile: Profile) => {
    const id = profile.customer?.id;
    if (!id) return;
    writeKept(key, { ...readKept(key), customer_id: id });
    options.onCustomer(id);
  };

  /** A signed-in known customer's token, asking the phone first when the guest has none; null when the visitor gave up. */
  const asCustomer = async (): Promise<string | null> => {
    const current = await signIn();
    if (current.known) {
      if (!readKept(key).customer_id) learnCustomer(await call<Profile>('/profile', {}, current.token));
      return current.token;
    }
    const saved = await options.askPhone(async (phone) => {
      learnCustomer(await call<Profile>('/profile', json('PUT', { phone }), current.token));
    });
    if (!saved) return null;
    current.known = true;
    return current.token;
  };

  /** Runs an action as the customer, signing in again once if the token lapsed meanwhile. */
  const act = async <T>(action: (token: string) => Promise<T>): Promise<T | null> => {
    const token = await asCustomer();
    if (!token) return null;
    try {
      return await action(token);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      login = null;
      const again = await asCustomer();
      return again ? action(again) : null;
    }
  };

  return {
    claim: (couponId: number) => act((token) => call<CouponCopy>(`/coupons/${couponId}/claim`, { method: 'POST' }, token)),
    signUp: (activityId: number, answers: Record<string, string | string[]>) =>
      act((token) => call<Signup>(`/activities/${activityId}/signup`, json('POST', { answers }), token)),
  };
}
export type CustomerSession = ReturnType<typeof customerSession>;
