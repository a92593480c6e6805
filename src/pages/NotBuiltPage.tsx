import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../shell/route-title.ts';

/** The one honest page for routes whose screens a later release builds: it names the route, shows no fake data. */
export function NotBuiltPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const title = useRouteTitle()(path);
  // antd's Result drops unknown props, so the test id sits on a wrapper.
  return (
    <div data-testid="not-built">
      <Result status="info" title={t('notBuilt.title')} subTitle={t('notBuilt.description', { title, path })} />
    </div>
  );
}
