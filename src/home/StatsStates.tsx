import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A statistics call that failed: what went wrong, and a button that asks again. */
export function StatsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = (error as { message?: string } | null)?.message;
  return (
    <div data-testid="stats-error">
      <Result
        status="warning"
        title={t('homePage.failed')}
        subTitle={message}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="stats-retry">
            {t('homePage.retry')}
          </Button>
        }
      />
    </div>
  );
}
