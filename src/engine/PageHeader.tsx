import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '../../resources/routes/filter-routes.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { useRouteTitle } from '../shell/route-title.ts';

/**
 * A page's heading: its route's title (the one its tab and document title show) and its primary
 * action, above the content. The breadcrumb alone folds away at 390 px and says nothing to a
 * screen reader looking for the page's heading.
 */
export function PageHeader({ actions }: { actions?: ReactNode }) {
  const { pathname } = useLocation();
  const { routes } = useRequiredSession();
  const title = useRouteTitle();
  // A detail route (`/x/:id`) has its title under the pattern's path, not the address.
  const path = matchRoute(routes, pathname)?.path ?? pathname;
  return (
    <Flex className="page-header" align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: '32px' }}>
        {title(path)}
      </Typography.Title>
      {actions && <Space wrap>{actions}</Space>}
    </Flex>
  );
}
