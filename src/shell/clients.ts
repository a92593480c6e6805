import type { i18n as I18n } from 'i18next';
import { createAccessControlProvider } from '../../providers/access-control-provider.ts';
import { createAuthProvider } from '../../providers/auth-provider.ts';
import { createDataProvider } from '../../providers/data-provider.ts';
import { createBootClient, createMainClient } from '../../providers/http.ts';
import { createI18nProvider } from '../../providers/i18n-provider.ts';
import { trackUsage } from '../analytics/usage-tracking.ts';
import { SessionStore } from '../../providers/session-store.ts';
import { uploads } from '../uploads/upload-manager.ts';
import { createUploadTransport } from '../uploads/upload-transport.ts';

/** Everything the app talks to the server with, built once per page load. */
export function createAppClients(i18n: I18n, onSessionEnded: () => void) {
  const texts = {
    networkFailure: () => i18n.t('toast.networkRetry'),
    timeout: () => i18n.t('requestFailure.timeout'),
    updateFailed: () => i18n.t('requestFailure.update'),
    saveFailed: () => i18n.t('requestFailure.save'),
    checkFailed: () => i18n.t('requestFailure.check'),
  };
  const main = createMainClient(texts);
  const store = new SessionStore(main);
  uploads.configure(
    createUploadTransport(main, () => i18n.t('uploads.timeout')),
    {
      tooLarge: (limit) => i18n.t('uploads.tooLarge', { limit }),
      wrongType: (accepted) => i18n.t('uploads.wrongType', { accepted }),
      failed: () => i18n.t('uploads.failed'),
    },
  );
  const usage = trackUsage(main, store);
  const boot = createBootClient(texts, () => store.current()?.profile.merchant_id ?? null);
  return {
    main,
    boot,
    store,
    dataProvider: { default: createDataProvider(main, '/api'), boot: createDataProvider(boot, '/admin-api') },
    authProvider: createAuthProvider(main, store, onSessionEnded, usage.recordLogin),
    accessControlProvider: createAccessControlProvider(store),
    i18nProvider: createI18nProvider(i18n),
  };
}

export type AppClients = ReturnType<typeof createAppClients>;
