import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import type { RouteEntry } from '../../resources/routes/route-table.ts';
import { useRouteTitle } from '../shell/route-title.ts';

/** Spec §2: a breadcrumb of the route's ancestors with a back button; the current page always stays in view. */
export function Breadcrumbs({ routes }: { routes: RouteEntry[] }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entry = matchRoute(routes, pathname);
  const trail = entry ? ancestorsOf(routes, entry.path) : [];
  return (
    <div className="breadcrumbs">
      <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label={t('layout.back')} />
      <Breadcrumb
        items={trail.map((route, index) => ({
          key: route.path,
          title: index === trail.length - 1 ? <CurrentPage name={title(route.path)} /> : title(route.path),
        }))}
      />
    </div>
  );
}

/** The page itself: on a phone the only crumb left, cut with an ellipsis when long, whole on hover. */
function CurrentPage({ name }: { name: string }) {
  return (
    <span aria-current="page" title={name}>
      {name}
    </span>
  );
}

function ancestorsOf(routes: RouteEntry[], path: string, trail: RouteEntry[] = []): RouteEntry[] {
  for (const route of routes) {
    if (route.path === path) return [...trail, route];
    const found = route.children && ancestorsOf(route.children, path, [...trail, route]);
    if (found?.length) return found;
  }
  return [];
}
