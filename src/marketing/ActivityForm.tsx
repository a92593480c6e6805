import { Button, Card, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activities } from '../../resources/activities/activities.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { createDefaults, toFormValues } from '../engine/form-values.ts';
import { ResourceForm } from '../engine/ResourceForm.tsx';
import { resourceUi } from './activities.ui.tsx';
import { ActivityPreview } from './ActivityPreview.tsx';

const FORM = 'activity-edit-form';

interface Props {
  /** The activity edited; none creates one. */
  activity?: EngineRecord;
  onSaved: (saved: EngineRecord) => void;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}

/**
 * The engine's activity form on the left and, on the right, the activity page as a participant
 * will see it on a phone, following every change as it is typed (read from the form through
 * antd's Form.Provider, so the form stays the engine's own). Narrower than 1200 px, the phone
 * stands below the form.
 */
export function ActivityForm({ activity, onSaved, onDirtyChange, onCancel }: Props) {
  const { t } = useTranslation();
  const saved = useMemo(() => (activity ? toFormValues(activities, activity, resourceUi) : createDefaults(activities, resourceUi)), [activity]);
  const [typed, setTyped] = useState<Record<string, unknown> | null>(null);
  return (
    <Form.Provider onFormChange={(name, { forms }) => name === FORM && setTyped(forms[FORM]!.getFieldsValue(true))}>
      <div className="activity-edit-layout">
        <Card size="small">
          <ResourceForm
            resource={activities}
            id={activity?.id}
            name={FORM}
            onDirtyChange={onDirtyChange}
            onSaved={(record) => {
              setTyped(null);
              onSaved(record as EngineRecord);
            }}
          />
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onCancel}>{t('activityPages.cancel')}</Button>
            <Button type="primary" htmlType="submit" form={FORM} data-testid="save">
              {t(activity ? 'activityPages.save' : 'activityPages.create')}
            </Button>
          </Flex>
        </Card>
        <div className="activity-edit-preview">
          <ActivityPreview values={{ ...saved, ...typed }} />
        </div>
      </div>
    </Form.Provider>
  );
}
