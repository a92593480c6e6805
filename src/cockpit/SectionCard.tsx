import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatsError } from '../home/StatsStates.tsx';

type Query = { isError: boolean; isLoading: boolean; error: unknown; refetch: () => unknown };

/** A section of a cockpit page: its title, a drill-down button where it has one, its error with a retry, a skeleton before its answer. */
export function SectionCard({
  title,
  testId,
  query,
  ready,
  onDrill,
  extra,
  children,
}: {
  title: string;
  testId: string;
  query: Query;
  ready: boolean;
  onDrill?: () => void;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const drill = onDrill && (
    <Button size="small" type="link" icon={<UnorderedListOutlined />} onClick={onDrill} data-testid="drill-down">
      {t('cockpit.viewAll')}
    </Button>
  );
  return (
    <Card title={title} size="small" extra={extra ?? drill} data-testid={testId} style={{ height: '100%' }} loading={!ready && !query.isError}>
      {query.isError && !ready ? <StatsError error={query.error} onRetry={() => void query.refetch()} /> : children}
    </Card>
  );
}
