import type { GoConfig, RouterProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

/**
 * refine's react-router bindings, with one guard. A list writes its page, sorting and filters into
 * the address after it renders (`syncWithLocation`): a replace without a target, resolved against
 * the page's own location. A page that finishes loading after the user has already left it (its
 * chunk arrived while "Close all" or a menu click was navigating away) would so replace the new
 * address with its own and pull the user back. Such a write is skipped: the address is no longer
 * the page's.
 */
export const appRouterProvider: RouterProvider = {
  ...routerProvider,
  go: () => {
    const go = routerProvider.go!();
    const { pathname } = useLocation();
    return useCallback(
      (config: GoConfig) => {
        if (config.type === 'replace' && !config.to && window.location.pathname !== pathname) return;
        return go(config);
      },
      [go, pathname],
    );
  },
};
