import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorKind = '401' | '404' | '405' | 'expired';

const STATUS: Record<ErrorKind, '403' | '404' | 'warning' | 'info'> = { 401: '403', 404: '404', 405: 'info', expired: 'warning' };

interface Props {
  kind: ErrorKind;
  /** Shown on its own, without the layout: centred on the page. */
  standalone?: boolean;
  /** Replaces the button's plain navigation (the routes end a session before "Back to sign in"). */
  onLeave?: () => void;
}

/** The error pages of spec §2 (/401 /404 /405 /expired). */
export function ErrorPage({ kind, standalone = false, onLeave }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toLogin = kind === 'expired' || kind === '405';
  const result = (
    <Result
      status={STATUS[kind]}
      title={t(`errorPages.${kind}.title`)}
      subTitle={t(`errorPages.${kind}.description`)}
      extra={
        <Button type="primary" onClick={() => (onLeave ? onLeave() : navigate(toLogin ? '/login' : '/'))}>
          {t(toLogin ? 'errorPages.login' : 'errorPages.home')}
        </Button>
      }
    />
  );
  return (
    <div className={standalone ? 'standalone-page' : undefined} data-testid={`error-${kind}`}>
      {result}
    </div>
  );
}
