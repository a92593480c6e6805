import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activities } from '../../resources/activities/activities.resource.ts';
import {
  activitySignInPath,
  activitySignupsExportPath,
  activitySignupsPath,
  type Participant,
  SIGNUP_CODE_LENGTH,
} from '../../resources/activities/activity-signups.schema.ts';
import type { ActivityField } from '../../resources/activities/activity-fields.schema.ts';
import { DEFAULT_PAGE_SIZE } from '../../resources/constants.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { LIST_PAGE_SIZES, listTotalText } from '../engine/list-pagination.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import { StateTag } from './MarketingTags.tsx';

type Page = { list: Participant[]; total: number; form_fields: ActivityField[] };
const words = (key: string) => `activitySignups.${key}`;
const text = (key: string) => `activityPages.participants.${key}`;

/** Signs a participant in by the code it shows at the store (`POST …/signups/sign-in`). */
function SignInBox({ activityId, onDone }: { activityId: number; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <CodeEntry
      url={activitySignInPath(activityId)}
      length={SIGNUP_CODE_LENGTH}
      ariaLabel={t(text('code'))}
      placeholder={t(text('codePlaceholder'))}
      submit={t(text('signIn'))}
      done={t(text('signedIn'))}
      onDone={onDone}
      testIds={{ input: 'signin-code', submit: 'signin-submit' }}
    />
  );
}

/** An answer as read: the options picked joined, a text as it is, "—" for none. */
const answerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' && value ? value : '—');

/**
 * An activity's participants (`GET /api/activities/:id/signups`), newest first: who, their phone,
 * their answer to each question of the form (a column per question, headed by its label), their
 * code, when they signed up and in, and their record progress; signing in by code for whoever
 * may edit activities, and the list as a spreadsheet for whoever may export them.
 */
export function ActivityParticipants({ activityId }: { activityId: number }) {
  const { t, i18n } = useTranslation();
  const { checker } = useRequiredSession();
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const { query } = useCustom<Page>({
    url: activitySignupsPath(activityId),
    method: 'get',
    config: { query: { page: page.current, pageSize: page.pageSize } },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const data = query.data?.data as Page | undefined;
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  const answerColumns: ColumnType<Participant>[] = (data?.form_fields ?? []).map((field) => ({
    key: `answer-${field.key}`,
    title: <span translate="no">{field.label}</span>,
    render: (_, row) => <span translate="no">{answerText(row.answers[field.key])}</span>,
  }));
  return (
    <Flex vertical gap={12} data-testid="activity-participants">
      <Flex justify="space-between" align="center" gap={8} wrap>
        {checker.can(activities.route, 'edit') ? <SignInBox activityId={activityId} onDone={() => void query.refetch()} /> : <span />}
        {checker.can(activities.route, 'export') && (
          <Button icon={<DownloadOutlined />} href={activitySignupsExportPath(activityId)} download data-testid="participants-export">
            {t(text('export'))}
          </Button>
        )}
      </Flex>
      <Table<Participant>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} /> }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: LIST_PAGE_SIZES,
          showTotal: () => listTotalText(t, data?.total ?? 0),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { key: 'nickname', title: t(words('nickname')), render: (_, row) => <span translate="no">{row.nickname}</span> },
          { key: 'phone', title: t(words('phone')), render: (_, row) => <span translate="no">{row.phone || '—'}</span> },
          ...answerColumns,
          {
            key: 'code',
            title: t(words('code')),
            render: (_, row) => (
              <Typography.Text code translate="no">
                {row.code}
              </Typography.Text>
            ),
          },
          { key: 'signed_up_at', title: businessZoneTitle(t(words('signedUpAt'))), render: (_, row) => when(row.signed_up_at) },
          { key: 'signed_in_at', title: businessZoneTitle(t(words('signedInAt'))), render: (_, row) => when(row.signed_in_at) },
          {
            key: 'record_progress',
            title: t(words('recordProgress')),
            render: (_, row) => <StateTag words="activitySignups.progress" value={row.record_progress} testId="record-progress" />,
          },
        ]}
      />
    </Flex>
  );
}
