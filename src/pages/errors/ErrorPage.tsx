import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorKind = '401' | '404' | '405' | 'expired';

const STATUS: Record<ErrorKind, '403' | '404' | 'warning' | 'info'> = { 401: '403', 404: '404', 405: 'info', expired: 'warning' };

/** The error pages of spec §2 (/401 /404 /405 /expired). */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLogin = kind === 'expired' || kind === '405';
  return (
    <Result
      status={STATUS[kind]}
      title={t(`errorPages.${kind}.title`)}
      subTitle={t(`errorPages.${kind}.description`)}
      extra={
        <Button type="primary" onClick={() => navigate(toLogin ? '/login' : '/')}>
          {t(toLogin ? 'errorPages.login' : 'errorPages.home')}
        </Button>
      }
    />
  );
}
