import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, Button, Card, Collapse, Descriptions, Flex, Modal, Popconfirm, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type issuedKeySchema, type keyStatusSchema, type PublishableKeyPurpose, publishableKeyPath } from '../../resources/access/publishable-key.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { RelativeTime } from '../engine/RelativeTime.tsx';

type KeyStatus = z.infer<typeof keyStatusSchema>;
type IssuedKey = z.infer<typeof issuedKeySchema>;

/** What a developer sets an app up with (API.md §2): the call a purpose's key is first sent with, and the header it goes in. */
const FIRST_CALL: Record<PublishableKeyPurpose, string> = {
  ingestion: 'POST /app-api/system/stats/record',
  customer: 'POST /app-api/customer/login/guest',
};
/** Where a purpose's own words are (appSettings.<group>.*); what it does not say there, the statistics key's words say. */
const TEXT_GROUP: Record<PublishableKeyPurpose, string> = { ingestion: 'key', customer: 'customerKey' };
const KEY_HEADER = 'X-Publishable-Key';

/** The statistics key's card (its own test and journeys name it so). */
export function IngestionKeyCard({ canEdit }: { canEdit: boolean }) {
  return <PublishableKeyCard purpose="ingestion" canEdit={canEdit} />;
}

/**
 * Whether the merchant's apps can use a publishable key of a purpose (API.md §2: send statistics;
 * let customers sign in): a key is live or none is, which one (its first characters), when it was
 * issued and when its last event arrived (statistics; a customer sign-in); for those who may edit
 * App settings, issuing or rotating it. The whole key is shown once, right after it is issued; the
 * server keeps only its hash. The call and header the apps use are folded away for developers.
 */
export function PublishableKeyCard({ canEdit, purpose }: { canEdit: boolean; purpose: PublishableKeyPurpose }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const KEY_URL = publishableKeyPath(purpose);
  const RECORD_CALL = FIRST_CALL[purpose];
  const text = (key: string, options?: Record<string, unknown>) => t([`appSettings.${TEXT_GROUP[purpose]}.${key}`, `appSettings.key.${key}`], options);
  const { query } = useCustom<KeyStatus>({
    url: KEY_URL,
    method: 'get',
    queryOptions: { retry: false },
    errorNotification: false,
    successNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<IssuedKey>();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  // refine's `result` is an empty object until the call answers: the query's own data says whether it has.
  const status = query.data?.data;
  const answered = status !== undefined;
  const live = status?.live ?? null;

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

  const state = live ? (
    <Flex gap={8} align="center" data-testid="key-live">
      <CheckCircleFilled style={{ color: token.colorSuccess }} />
      <Typography.Text strong>{text('live')}</Typography.Text>
    </Flex>
  ) : (
    <Alert
      type="warning"
      showIcon
      icon={<ExclamationCircleFilled />}
      message={text('none')}
      description={text(canEdit ? 'noneHelp' : 'noneReadOnly')}
      data-testid="no-key"
    />
  );

  return (
    <Card title={text('title')} data-testid={`${purpose}-key`} extra={canEdit && answered ? rotateButton : null}>
      <Typography.Paragraph type="secondary">{text('help')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon message={text('loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('appSettings.retry')}</Button>} />
      ) : !status ? (
        <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {state}
          <Descriptions column={1} size="small" bordered={false}>
            {live && (
              <Descriptions.Item label={text('current')}>
                <Typography.Text code data-testid="key-hint">{`${live.hint}…`}</Typography.Text>
              </Descriptions.Item>
            )}
            {live && (
              <Descriptions.Item label={text('issued')}>
                <span data-testid="key-issued">{formatDateTime(live.created_at, i18n.language)}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={text('lastEvent')}>
              <span data-testid="last-event">{status.last_event_at ? <RelativeTime value={status.last_event_at} /> : text('noEvents')}</span>
            </Descriptions.Item>
          </Descriptions>
          <Collapse
            size="small"
            data-testid="key-developers"
            items={[
              {
                key: 'developers',
                label: text('developers'),
                children: (
                  <>
                    <Typography.Paragraph>{text('developerHelp', { call: RECORD_CALL, header: KEY_HEADER })}</Typography.Paragraph>
                    <Typography.Paragraph>
                      <pre data-testid="key-call">{`${RECORD_CALL}\n${KEY_HEADER}: ${live ? `${live.hint}…` : 'apk_…'}`}</pre>
                    </Typography.Paragraph>
                  </>
                ),
              },
            ]}
          />
        </Flex>
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
