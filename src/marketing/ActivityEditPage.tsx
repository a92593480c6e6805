import { type HttpError, useOne } from '@refinedev/core';
import { Button, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { activities } from '../../resources/activities/activities.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import { useUnsavedGuard } from '../engine/useUnsavedGuard.ts';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { resourceUi } from './activities.ui.tsx';
import { ActivityForm } from './ActivityForm.tsx';
import { ActivityParticipants } from './ActivityParticipants.tsx';
import { AppointmentsTable } from './AppointmentsTable.tsx';
import { activityEditPath, positiveId } from './marketing-paths.ts';
import { StateTag } from './MarketingTags.tsx';
import { PageHeading } from './PageHeading.tsx';
import { RecordMoveButtons } from './RecordMoveButtons.tsx';
import './marketing.css';

const text = (key: string) => `activityPages.${key}`;

/**
 * `/marketingManagement/activityCenter/create` and `edit/{id}` (issue 37): the activity's form with
 * the phone preview of its page beside it; once made, its status and moves in the heading, and its
 * participants (answers, sign-in by code, export) and appointments in tabs of their own. A missing
 * or foreign activity is the app's not-found page.
 */
export function ActivityEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const creating = param === undefined;
  const id = creating ? null : positiveId(param);
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedGuard(dirty);
  const { result, query } = useOne({
    resource: activities.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null, retry: false },
    errorNotification: false,
  });
  const activity = query.isError ? undefined : (result as EngineRecord | undefined);

  const status = (query.error as HttpError | null)?.statusCode;
  if ((!creating && id === null) || status === 404) return <ErrorPage kind="404" />;
  if (query.isError)
    return <Result status="warning" title={t(text('loadFailed'))} extra={<Button onClick={() => void query.refetch()}>{t(text('retry'))}</Button>} />;
  if (!creating && !activity) return <Skeleton active />;

  const back = () => confirmLeave(() => navigate(activities.route));
  const form = (
    <ActivityForm
      // A save starts the form again from what the server kept.
      key={activity ? String(activity.updated_at) : 'new'}
      activity={activity}
      onDirtyChange={setDirty}
      onCancel={back}
      onSaved={(saved) => {
        setDirty(false);
        if (creating) navigate(activityEditPath(saved.id), { replace: true });
      }}
    />
  );
  return (
    <ResourceUiProvider value={resourceUi}>
      <div data-testid="activity-edit">
        <PageHeading
          title={activity ? String(activity.name) : t(text('newTitle'))}
          back={back}
          backLabel={t(text('backToList'))}
          extra={
            activity && (
              <>
                <StateTag words="resources.activities.statuses" value={activity.status} testId="activity-status" />
                <RecordMoveButtons
                  resource={activities}
                  record={activity}
                  testId="activity-action"
                  remove={{ title: t(text('removeConfirm')), description: t(text('removeHint')), cancel: t(text('cancel')) }}
                />
              </>
            )
          }
        />
        {activity ? (
          <Tabs
            items={[
              { key: 'activity', label: t(text('tabs.activity')), children: form },
              {
                key: 'participants',
                label: t(text('tabs.participants'), { count: Number(activity.participants_count) }),
                children: <ActivityParticipants activityId={activity.id} />,
              },
              { key: 'appointments', label: t(text('tabs.appointments')), children: <AppointmentsTable by="activity_id" id={activity.id} /> },
            ]}
          />
        ) : (
          form
        )}
      </div>
    </ResourceUiProvider>
  );
}
