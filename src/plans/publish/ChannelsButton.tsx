import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCustom, useCustomMutation } from '@refinedev/core';
import { App, Button, DatePicker, Form, Modal, Select, Space, Switch, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../providers/http.ts';
import {
  CONTENT_AUTH_PATH,
  CONTENT_AUTH_SHOPS_PATH,
  type ContentAuthAnswer,
  type ContentAuthShops,
  contentAuthPath,
} from '../../../resources/plans/content-auth.schema.ts';
import { plans } from '../../../resources/plans/plans.resource.ts';
import { useRequiredSession } from '../../session/SessionContext.tsx';
import { type ChannelValues, channelBodyOf, channelErrorsOf, channelValuesOf } from './channel-form.ts';

interface Props {
  contentId: number;
  published: boolean;
  /** The list's texts (plans or halls). */
  resourceName: string;
}

/**
 * "Channels" on the publish page (spec §7 content authorisation): which external viewers (the
 * merchant's mini-program, its marketplace shops) may show the published plan or hall, each until
 * an optional time. Saving replaces the grants (`POST …/content/auth`); each shows whether it is
 * active now. Those who may publish change them; others read them.
 */
export function ChannelsButton({ contentId, published, resourceName }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const text = (key: string) => t(`resources.${resourceName}.channels.${key}`);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChannelValues>();
  // The grant route's permission: publishing on the plans' page (content-auth.routes.ts).
  const canPublish = useRequiredSession().checker.can(plans.route, 'publish');
  const grants = useCustom<ContentAuthAnswer>({
    url: contentAuthPath(contentId),
    method: 'get',
    queryOptions: { enabled: open, retry: false },
    errorNotification: false,
  });
  const shops = useCustom<ContentAuthShops>({
    url: CONTENT_AUTH_SHOPS_PATH,
    method: 'get',
    queryOptions: { enabled: open, retry: false },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<ContentAuthAnswer>();
  // A saved grant's state is shown beside it while the form still holds it.
  const miniProgramOn = Form.useWatch('miniProgram', form);
  // refine's `result` is an empty object until the call answers: the query's own data says whether it has.
  const answer = grants.query.data?.data;
  useEffect(() => {
    if (open && answer) form.setFieldsValue(channelValuesOf(answer));
  }, [open, answer, form]);

  const save = async (values: ChannelValues) => {
    try {
      await mutateAsync({
        url: CONTENT_AUTH_PATH,
        method: 'post',
        values: channelBodyOf(contentId, values),
        successNotification: false,
        errorNotification: false,
      });
    } catch (error) {
      form.setFields(channelErrorsOf(values, (error as ApiError).errors) as Parameters<typeof form.setFields>[0]);
      return;
    }
    void message.success(text('saved'));
    await grants.query.refetch();
  };

  const active = (shopId: number | null) => {
    const grant = answer?.channels.find((row) => row.shopId === shopId);
    if (!grant) return null;
    return <Tag color={grant.active ? 'green' : 'default'}>{text(grant.active ? 'active' : 'inactive')}</Tag>;
  };
  const shopOptions = (shops.query.data?.data?.list ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
  const untilPicker = (label: string) => <DatePicker showTime allowClear placeholder={text('noEnd')} aria-label={label} style={{ width: 220 }} />;

  const button = (
    <Button onClick={() => setOpen(true)} disabled={!published} data-testid="open-channels">
      {text('open')}
    </Button>
  );
  return (
    <>
      {published ? button : <Tooltip title={text('publishFirst')}>{button}</Tooltip>}
      <Modal
        open={open}
        title={text('title')}
        width={640}
        okText={t('engine.save')}
        cancelText={t('engine.cancel')}
        onOk={() => form.submit()}
        okButtonProps={{ loading: mutation.isPending, disabled: !answer || !canPublish }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{text('help')}</p>
        {!answer ? (
          <p role="status">{grants.query.isError ? text('loadFailed') : text('loading')}</p>
        ) : (
          <Form<ChannelValues> form={form} layout="vertical" onFinish={(values) => void save(values)} disabled={!canPublish}>
            <Space align="start" wrap>
              <Form.Item label={text('miniProgram')} name="miniProgram" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label={text('until')} name="miniProgramUntil">
                {untilPicker(`${text('miniProgram')}: ${text('until')}`)}
              </Form.Item>
              {miniProgramOn && active(null)}
            </Space>
            <h3 style={{ fontSize: 14 }}>{text('shops')}</h3>
            <Form.List name="shops">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row, index) => (
                    // A line per shop, so "Add a shop" always sits under the list, whatever the language's widths.
                    <Space key={row.key} align="start" wrap data-testid="channel-shop" style={{ display: 'flex' }}>
                      <Form.Item name={[row.name, 'shopId']} rules={[{ required: true, message: text('shopRequired') }]}>
                        <Select
                          options={shopOptions}
                          placeholder={text('shop')}
                          aria-label={`${text('shop')} ${index + 1}`}
                          style={{ width: 240 }}
                          showSearch
                          optionFilterProp="label"
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'until']}>{untilPicker(`${text('shop')} ${index + 1}: ${text('until')}`)}</Form.Item>
                      {active(form.getFieldValue(['shops', row.name, 'shopId']) ?? -1)}
                      <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={`${text('removeShop')} ${index + 1}`} />
                    </Space>
                  ))}
                  {/* Until the shops have answered, "Add a shop" waits: none are known yet, not none usable. */}
                  <Button icon={<PlusOutlined />} onClick={() => add({ until: null })} disabled={!shopOptions.length} loading={shops.query.isLoading}>
                    {shopOptions.length || shops.query.isLoading ? text('addShop') : text('noShops')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
        )}
      </Modal>
    </>
  );
}
