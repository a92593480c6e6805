import { useCustomMutation } from '@refinedev/core';
import { App, Button, Card, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ApiError } from '../../providers/http.ts';
import { STATS_TIME_ZONE_PATH, type timeZoneAnswerSchema } from '../../resources/stats/stats-settings.schema.ts';
import { useRequiredSession, useSessionStore } from '../session/SessionContext.tsx';
import { fieldErrorsToAntd } from '../shell/zod-rule.ts';
import { statsZoneOptions } from './time-zone-options.ts';

type Values = { time_zone: string };

/**
 * The zone the merchant's statistics count days in (issue 16 "Time zone"): whole-hour zones only,
 * as the server insists. Saving reloads the session, whose merchant carries the zone.
 */
export function TimeZoneCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { merchant } = useRequiredSession();
  const store = useSessionStore();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation<z.infer<typeof timeZoneAnswerSchema>>();
  const current = merchant?.time_zone;
  const options = useMemo(() => statsZoneOptions(current), [current]);

  const save = async (values: Values) => {
    try {
      const answer = await mutateAsync({ url: STATS_TIME_ZONE_PATH, method: 'put', values, successNotification: false, errorNotification: false });
      void message.success(
        t(answer.data.recounted_hours > 0 || answer.data.time_zone !== current ? 'appSettings.zone.saved' : 'appSettings.zone.unchanged'),
        5,
      );
      void store.reload();
    } catch (error) {
      const { errors, message: reason } = error as ApiError;
      if (errors) form.setFields(fieldErrorsToAntd(errors));
      else void message.error(reason, 5);
    }
  };

  return (
    <Card title={t('appSettings.zone.title')} data-testid="time-zone">
      <Typography.Paragraph type="secondary">{t('appSettings.zone.help')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ time_zone: current }} onFinish={(values) => void save(values)} disabled={!canEdit}>
        <Form.Item
          label={t('appSettings.zone.label')}
          name="time_zone"
          rules={[{ required: true }]}
          extra={canEdit ? undefined : t('appSettings.zone.readOnly')}
        >
          <Select showSearch options={options} optionFilterProp="label" style={{ maxWidth: 420 }} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('appSettings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
