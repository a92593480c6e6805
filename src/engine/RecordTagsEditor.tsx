import { useCustomMutation, useInvalidate, useOne } from '@refinedev/core';
import { App, Empty, Form, Modal, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { tagValue } from '../../resources/engine/tag-values.ts';
import { useTagGroups } from './useTagGroups.ts';

/** Form values: the chosen tag values per group id. */
type Choice = Record<string, string | string[] | undefined>;

/** Chooses a record's tags group by group (single-choice groups take one) and saves them all at once. */
export function RecordTagsEditor({ resource, id, onClose }: { resource: ResourceDefinition; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Choice>();
  const { groups, loading } = useTagGroups(resource.tagArea);
  const { result: record } = useOne({ resource: resource.name, id: id ?? undefined, queryOptions: { enabled: id !== null }, errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();

  const current = (record?.tags as string[] | undefined) ?? [];
  const initialValues: Choice = Object.fromEntries(
    groups.map((group) => {
      const chosen = current.filter((tag) => tag.startsWith(`${group.id}:`));
      return [String(group.id), group.multiple ? chosen : chosen[0]];
    }),
  );

  const save = async (values: Choice) => {
    const tags = Object.values(values).flatMap((value) => (value === undefined ? [] : value));
    try {
      await mutateAsync({ url: `${resource.path}/${id}/tags`, method: 'put', values: { tags }, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has shown why
    }
    void message.success(t('engine.tagsSaved'));
    await invalidate({ resource: resource.name, id: id ?? undefined, invalidates: ['list', 'detail'] });
    onClose();
  };

  const ready = !loading && record !== undefined;
  return (
    <Modal
      open={id !== null}
      title={t('engine.editTags')}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      okButtonProps={{ disabled: !ready || !groups.length }}
      destroyOnHidden
    >
      {!ready && <Skeleton active />}
      {ready && !groups.length && <Empty description={t('engine.empty')} />}
      {ready && groups.length > 0 && (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={save} preserve={false}>
          {groups.map((group) => (
            <Form.Item key={group.id} name={String(group.id)} label={group.name}>
              <Select
                allowClear
                mode={group.multiple ? 'multiple' : undefined}
                options={group.items.map((item) => ({ value: tagValue(group.id, item), label: item }))}
              />
            </Form.Item>
          ))}
        </Form>
      )}
    </Modal>
  );
}
