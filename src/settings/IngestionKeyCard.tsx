import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type issuedKeySchema, type keySummarySchema, publishableKeyPath } from '../../resources/access/publishable-key.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';

type KeySummary = z.infer<typeof keySummarySchema>;
type IssuedKey = z.infer<typeof issuedKeySchema>;

const KEY_URL = publishableKeyPath('ingestion');

/**
 * The merchant's statistics ingestion key (API.md §2): its hint and when it was issued, and for
 * those who may edit App settings, issuing or rotating it. The whole key is shown once, right
 * after it is issued; the server keeps only its hash.
 */
export function IngestionKeyCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`appSettings.key.${key}`, options);
  const { query } = useCustom<KeySummary>({
    url: KEY_URL,
    method: 'get',
    queryOptions: { retry: false },
    errorNotification: false,
    successNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<IssuedKey>();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  // refine's `result` is an empty object until the call answers: the query's own data says whether it has.
  const answered = query.data !== undefined;
  const live = query.data?.data ?? null;

  const rotate = async () => {
    const answer = await mutateAsync({ url: `${KEY_URL}/rotate`, method: 'post', values: {}, successNotification: false });
    setIssued(answer.data);
    void query.refetch();
  };
  const rotateButton = live ? (
    <Popconfirm title={text('rotateConfirm')} onConfirm={() => void rotate()} okText={text('rotate')} cancelText={t('appSettings.cancel')}>
      <Button loading={mutation.isPending}>{text('rotate')}</Button>
    </Popconfirm>
  ) : (
    <Button type="primary" loading={mutation.isPending} onClick={() => void rotate()}>
      {text('issue')}
    </Button>
  );

  return (
    <Card title={text('title')} data-testid="ingestion-key" extra={canEdit && answered ? rotateButton : null}>
      <Typography.Paragraph type="secondary">{text('help')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon message={text('loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('appSettings.retry')}</Button>} />
      ) : !answered ? (
        <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>
      ) : live ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={text('current')}>
            <Space wrap>
              <Typography.Text code data-testid="key-hint">{`${live.hint}…`}</Typography.Text>
              <Typography.Text type="secondary">{text('issuedAt', { time: formatDateTime(live.created_at, i18n.language) })}</Typography.Text>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="warning" showIcon message={text('none')} data-testid="no-key" />
      )}
      <Modal
        open={issued !== null}
        title={text('newTitle')}
        onOk={() => setIssued(null)}
        onCancel={() => setIssued(null)}
        okText={text('copied')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Alert type="warning" showIcon message={text('newHelp')} style={{ marginBottom: 12 }} />
        {issued && (
          <Typography.Paragraph copyable={{ text: issued.key }} code data-testid="issued-key" style={{ wordBreak: 'break-all' }}>
            {issued.key}
          </Typography.Paragraph>
        )}
      </Modal>
    </Card>
  );
}
