import { Refine } from '@refinedev/core';
import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import type { AxiosInstance } from 'axios';
import { useCallback, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { fetchEmbedOrigins } from '../providers/client-config.ts';
import { refineResources } from './engine/refine-resources.ts';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { SessionProvider, useSession } from './session/SessionContext.tsx';
import { createAppClients } from './shell/clients.ts';
import { HttpEventToasts } from './shell/HttpEventToasts.tsx';
import { ToastHost } from './shell/ToastHost.tsx';
import { appRouterProvider } from './shell/router-provider.ts';
import { useLayoutSettings } from './shell/layout-settings.ts';
import { useResponsiveRootFontSize } from './shell/root-font-size.ts';
import { usePrefersReducedMotion } from './shell/reduced-motion.ts';
import { useWindowMessageNavigation } from './shell/useWindowMessageNavigation.ts';
import { clearSavedTabs } from './shell/useTabs.ts';
import { antdLocale } from './i18n/antd-locales.ts';
import { setSchoolFlags } from './i18n/i18n.ts';
import { setBusinessTimeZone, setDayjsLanguage } from './engine/date-format.ts';

/**
 * Theme colour from the user's settings (spec §9 default #1182FB), antd's own texts in the current
 * language, and no animation when the system asks for reduced motion.
 */
function Themed({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const session = useSession();
  const [settings] = useLayoutSettings(session?.profile.id);
  setSchoolFlags(session?.profile.permission ?? []);
  setDayjsLanguage(i18n.language);
  setBusinessTimeZone(session?.merchant?.time_zone);
  return (
    <ConfigProvider
      locale={antdLocale(i18n.language)}
      componentSize="middle"
      theme={{ token: { colorPrimary: settings.themeColor, fontSize: 14, motion: !reducedMotion } }}
    >
      <div style={{ ['--atrium-primary' as string]: settings.themeColor }}>{children}</div>
    </ConfigProvider>
  );
}

/** Spec §2 window-message navigation; a component of its own because the hook needs the router. */
function WindowMessageNavigation({ client }: { client: AxiosInstance }) {
  const loadOrigins = useCallback(() => fetchEmbedOrigins(client), [client]);
  useWindowMessageNavigation(loadOrigins);
  return null;
}

/** Spec §4: logging out clears the open tabs and reloads the page, so no view of the session survives. */
function endSession(): void {
  clearSavedTabs();
  window.location.assign('/login');
}

/** The whole browser app: providers around the routes of AppRoutes. */
export function App({ i18n }: { i18n: I18n }) {
  const [clients] = useState(() => createAppClients(i18n, endSession));
  // Bound to this instance so the resource labels follow a language switch.
  const { t } = useTranslation(undefined, { i18n });
  const resources = useMemo(() => refineResources(t), [t]);
  useResponsiveRootFontSize();
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <WindowMessageNavigation client={clients.main} />
        <SessionProvider store={clients.store}>
          <Themed>
            <ToastHost>
              <Refine
                dataProvider={clients.dataProvider}
                authProvider={clients.authProvider}
                accessControlProvider={clients.accessControlProvider}
                i18nProvider={clients.i18nProvider}
                routerProvider={appRouterProvider}
                resources={resources}
                options={{ disableTelemetry: true, syncWithLocation: true, warnWhenUnsavedChanges: true }}
              >
                <HttpEventToasts store={clients.store} />
                <AppRoutes />
              </Refine>
            </ToastHost>
          </Themed>
        </SessionProvider>
      </BrowserRouter>
    </I18nextProvider>
  );
}
