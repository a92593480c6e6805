import { useTranslation } from 'react-i18next';
import { routeTitleKey } from '../../resources/routes/route-table.ts';

/** The title of a route path in the current language; unknown routes fall back to `no-name` (spec §2). */
export function useRouteTitle(): (path: string) => string {
  const { t } = useTranslation();
  return (path: string) => t(routeTitleKey(path), { defaultValue: t('tags.noName') });
}
