import { DAY_MS } from '../../resources/constants.ts';

/** ACCESS.md's demo merchants, stores and accounts. All passwords are `atrium123`. */
export const DEMO_PASSWORD = 'atrium123';

export interface DemoMerchant {
  key: string;
  name: string;
  /** Days from the seed until the merchant's service lapses (negative: already lapsed). */
  overdueInDays: number;
  school?: boolean;
  stores: string[];
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  { key: 'living', name: 'Demo Living', overdueInDays: 365, stores: ['Flagship', 'Riverside'] },
  { key: 'second', name: 'Second Home', overdueInDays: 365, stores: ['Second Home Main Store'] },
  { key: 'soon', name: 'Soon Home', overdueInDays: 20, stores: ['Soon Home Store'] },
  { key: 'lapsed', name: 'Lapsed Co', overdueInDays: -10, stores: ['Lapsed Store'] },
  { key: 'academy', name: 'Demo Academy', overdueInDays: 365, school: true, stores: ['Class One'] },
];

export interface DemoAccount {
  username: string;
  who: string;
  merchant: string | null;
  store?: string;
  /** Role codes held, the default first; empty for an account with no permissions. */
  roles: string[];
  name: string;
  phone: string;
  lands: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'operator',
    who: 'platform operator',
    merchant: null,
    roles: ['operator'],
    name: 'Olivia Operator',
    phone: '13800000001',
    lands: '/homeData/stats',
  },
  {
    username: 'staff',
    who: 'platform staff: merchant support',
    merchant: null,
    roles: ['support'],
    name: 'Stella Staff',
    phone: '13800000012',
    lands: '/businessManagement/accountManagement',
  },
  {
    username: 'merchant',
    who: 'master account, Demo Living',
    merchant: 'living',
    roles: ['master'],
    name: 'Morgan Master',
    phone: '13800000002',
    lands: '/homeData/stats',
  },
  {
    username: 'manager',
    who: 'store manager, Flagship',
    merchant: 'living',
    store: 'Flagship',
    roles: ['manager'],
    name: 'Mia Manager',
    phone: '13800000003',
    lands: '/homeData/stats',
  },
  {
    username: 'guide',
    who: 'shopping guide, Flagship',
    merchant: 'living',
    store: 'Flagship',
    roles: ['guide'],
    name: 'Gao Guide',
    phone: '13800000004',
    lands: '/content/commodityManagement',
  },
  {
    username: 'designer',
    who: 'designer, Demo Living',
    merchant: 'living',
    roles: ['designer'],
    name: 'Dana Designer',
    phone: '13800000005',
    lands: '/content/planManagement',
  },
  {
    username: 'duo',
    who: 'store manager and shopping guide, Flagship',
    merchant: 'living',
    store: 'Flagship',
    roles: ['manager', 'guide'],
    name: 'Duo Dual',
    phone: '13800000006',
    lands: '/homeData/stats',
  },
  {
    username: 'merchant2',
    who: 'master account, Second Home',
    merchant: 'second',
    roles: ['master'],
    name: 'Sam Second',
    phone: '13800000007',
    lands: '/homeData/stats',
  },
  {
    username: 'soon',
    who: 'master account, Soon Home (lapses in 20 days)',
    merchant: 'soon',
    roles: ['master'],
    name: 'Sonia Soon',
    phone: '13800000008',
    lands: '/homeData/stats',
  },
  {
    username: 'lapsed',
    who: 'master account, Lapsed Co (lapsed)',
    merchant: 'lapsed',
    roles: ['master'],
    name: 'Leo Lapsed',
    phone: '13800000009',
    lands: 'cannot log in: renew message',
  },
  {
    username: 'school',
    who: 'master account, Demo Academy (school wording)',
    merchant: 'academy',
    roles: ['master'],
    name: 'Shu School',
    phone: '13800000010',
    lands: '/homeData/stats',
  },
  {
    username: 'nobody',
    who: 'Demo Living account with no permissions',
    merchant: 'living',
    roles: [],
    name: 'Noah Nobody',
    phone: '13800000011',
    lands: '/405',
  },
];

export function overdueDate(merchant: DemoMerchant, now = Date.now()): Date {
  return new Date(now + merchant.overdueInDays * DAY_MS);
}
