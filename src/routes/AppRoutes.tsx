import { useLogout } from '@refinedev/core';
import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { SessionState } from '../../providers/session-store.ts';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import { flattenRoutes, ROUTE_TABLE } from '../../resources/routes/route-table.ts';
import { useSession, useSessionStore } from '../session/SessionContext.tsx';
import { BUILT_PAGES } from './pages.tsx';

// The layout and the login page load on demand: the first download stays small (issue 3, issue 6 budget).
const AppLayout = lazy(() => import('../layout/AppLayout.tsx').then((m) => ({ default: m.AppLayout })));
const LoginPage = lazy(() => import('../pages/login/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
// So do the error and "not built" pages: antd's Result carries its status illustrations.
const ErrorPage = lazy(() => import('../pages/errors/ErrorPage.tsx').then((m) => ({ default: m.ErrorPage })));
const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage.tsx').then((m) => ({ default: m.NotBuiltPage })));

/** Public routes of spec §2 whose pages (single sign-on, registration, smart store) later releases build. */
const PUBLIC_NOT_BUILT = ['/auth-redirect', '/register', '/kujialeLogin', '/authlogin', '/smartStore'];

function RoutePage({ path }: { path: string }) {
  const Page = BUILT_PAGES[path];
  return Page ? <Page /> : <NotBuiltPage path={path} />;
}

/** A known route the session may not open is "no permission"; anything else "not found". */
function UnknownRoute() {
  const { pathname } = useLocation();
  return <ErrorPage kind={matchRoute(ROUTE_TABLE, pathname) ? '401' : '404'} />;
}

/** The page routes of a session: its permitted routes, `/` → its landing page, the rest 401 / 404. */
function sessionPages(session: SessionState): ReactNode {
  return (
    <>
      <Route index element={<Navigate to={session.landing} replace />} />
      {flattenRoutes(session.routes)
        .filter((route) => !route.children)
        .map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage path={route.path} />} />
        ))}
      <Route path="*" element={<UnknownRoute />} />
    </>
  );
}

/** Without a session every non-public route leads to /login, remembering where the user wanted to go. */
function RequireSession() {
  const store = useSessionStore();
  const session = useSession();
  const location = useLocation();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    void store.load().then(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [store]);
  const pages = useMemo(() => (session ? sessionPages(session) : null), [session]);
  if (!session) {
    if (!loaded) return <Spin fullscreen />;
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (session.landing === '/405' && location.pathname === '/') return <Navigate to="/405" replace />;
  return <AppLayout pages={pages} />;
}

/** The route table of the app: public pages, error pages, and the session's shell. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/401" element={<ErrorPage kind="401" standalone />} />
        <Route path="/404" element={<ErrorPage kind="404" standalone />} />
        <Route path="/405" element={<LeavingErrorPage kind="405" />} />
        {PUBLIC_NOT_BUILT.map((path) => (
          <Route
            key={path}
            path={path === '/smartStore' ? '/smartStore/*' : path}
            element={
              <div className="standalone-page">
                <NotBuiltPage path={path} />
              </div>
            }
          />
        ))}
        <Route path="/expired" element={<LeavingErrorPage kind="expired" />} />
        <Route path="/redirect/*" element={<RedirectRoute />} />
        <Route path="*" element={<RequireSession />} />
      </Routes>
    </Suspense>
  );
}

/** /405 and /expired lead back to sign-in; a session that cannot go on is ended first, so the next sign-in starts clean. */
function LeavingErrorPage({ kind }: { kind: '405' | 'expired' }) {
  const session = useSession();
  const { mutate: logout } = useLogout();
  return <ErrorPage kind={kind} standalone onLeave={session ? () => logout() : undefined} />;
}

/** Spec §2 `/redirect/{path*}`: re-enters a page (used to reload a view in place). */
function RedirectRoute() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/redirect/, '') || '/'}${search}`} replace />;
}
