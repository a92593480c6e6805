import { en as serverMessages } from '../../../resources/messages/en.ts';
import { routesEn } from './routes-en.ts';
import { recycleBinMessages } from '../../../resources/recycle-bin/recycle-bin.messages.ts';
import { statsMessages } from '../../../resources/stats/stats.messages.ts';
import { customersMessages } from '../../../resources/customers/customers.messages.ts';
import { couponsMessages } from '../../../resources/coupons/coupons.messages.ts';
import { appsMessages } from '../../../resources/apps/apps.messages.ts';
import { activitiesMessages } from '../../../resources/activities/activities.messages.ts';
import { sessionMessages } from '../../../resources/session/session.messages.ts';

/** The interface in English: the shell's texts, route titles, and the server's messages. */
export const en = {
  ...serverMessages,
  ...recycleBinMessages.en,
  ...statsMessages.en,
  ...customersMessages.pages.en,
  ...couponsMessages.pages.en,
  ...appsMessages.pages.en,
  ...activitiesMessages.pages.en,
  ...sessionMessages.en,
  app: { title: 'Atrium', loading: 'Loading…' },
  login: {
    title: 'Sign in',
    subtitle: { seller: 'Merchant back office', super: 'Platform administration', sub: 'Sub-account sign-in' },
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    usernameRequired: 'Please enter your username.',
    passwordRequired: 'Please enter your password.',
  },
  layout: {
    toggleSidebar: 'Show or hide the menu',
    back: 'Back',
    tutorial: 'Tutorials',
    tutorials: { quickStart: 'Quick start', content: 'Managing showroom content', faq: 'Frequently asked questions' },
    appDownload: 'Download the app',
    language: 'Language',
    account: 'Account',
    logout: 'Log out',
    switchRole: 'Switch role',
    currentRole: 'Current role: {{role}}',
    settings: 'Layout settings',
    errorLog: 'Error log',
    more: 'More',
  },
  appDownload: {
    title: 'Download the app',
    windows: 'Windows',
    android: 'Android',
    version: 'Version {{version}}',
    updated: 'Updated {{date}}',
    download: 'Download',
    unavailable: 'No version published yet.',
    failed: 'Download failed; download app failed, retry.',
  },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', noName: 'no-name' },
  settings: {
    title: 'Layout settings',
    themeColor: 'Theme colour',
    tagsView: 'Open tabs bar',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Logo in the menu',
  },
  errorPages: {
    401: { title: '401', description: "Sorry, you don't have this permission." },
    404: { title: '404', description: "Sorry, the page you visited doesn't exist." },
    405: { title: 'No page for you yet', description: 'Your account has no page it may open. Ask your administrator for access.' },
    expired: { title: 'Account expired', description: 'Your account has expired; contact the operator to renew.' },
    home: 'Back to home',
    login: 'Back to sign in',
  },
  notBuilt: {
    title: 'Not built yet',
    description: '“{{title}}” ({{path}}) is part of Atrium and will be built in a later release. Nothing on this page is real data yet.',
  },
  account: {
    profile: 'Profile',
    avatar: 'Avatar',
    nickname: 'Nickname',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    save: 'Save',
    password: 'Password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed. Your other sessions have been signed out.',
  },
  expiry: {
    title: 'Your service expires soon',
    body: 'Your service expires in {{days}} days, on {{date}}. Contact the operator to renew.',
    ok: 'Got it',
  },
  toast: {
    success: 'operation successful',
    failed: 'operation failed',
    network: 'network abnormal',
    networkRetry: 'network abnormal, please refresh and retry',
  },
  time: { justNow: 'just now', minutesAgo: '{{count}} min ago', hoursAgo: '{{count}} h ago', oneDayAgo: '1 day ago' },
  errorLog: { empty: 'No errors recorded in this session.', message: 'Message', page: 'Page', time: 'Time', clear: 'Clear' },
  palette: {
    open: 'Search',
    placeholder: 'Search pages, records and actions…',
    pages: 'Pages',
    create: 'Create',
    recent: 'Recently viewed',
    records: 'Records',
    goTo: 'Go to {{record}}: {{title}}',
    searching: 'Searching…',
    noMatches: 'Nothing matches.',
    hint: 'Type 2 or more characters to search records too.',
    keys: '↑↓ to move · Enter to open · Esc to close',
  },
  languages: { en: 'English', zh: '简体中文', zhEdu: '简体中文（教育）', es: 'Español', ja: '日本語' },
  /** Names of the seeded role codes; roles created later show their own name. */
  routes: routesEn,
};

export type UiCatalogue = typeof en;
