import { useCustom, useCustomMutation } from '@refinedev/core';
import { Alert, App, Button, Empty, Flex, Input, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NOTE_MAX, type CustomerNote, customerNotesPath } from '../../resources/customers/customer-detail.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';

const text = (key: string) => `customerPages.notes.${key}`;

/**
 * The guides' notes on a customer, newest first, and a box to add one for whoever may edit
 * customers (the demo guide may); the server signs each with its writer's name.
 */
export function CustomerNotes({ customerId, canAdd }: { customerId: number; canAdd: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const url = customerNotesPath(customerId);
  const { query } = useCustom<{ list: CustomerNote[] }>({ url, method: 'get', errorNotification: false, queryOptions: { retry: false } });
  const { mutateAsync, mutation } = useCustomMutation();
  const notes = query.data?.data.list ?? [];

  const add = async () => {
    try {
      await mutateAsync({ url, method: 'post', values: { body: draft }, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has shown why
    }
    setDraft('');
    void message.success(t(text('added')));
    await query.refetch();
  };

  return (
    <Flex vertical gap={12} data-testid="customer-notes">
      {canAdd ? (
        // The count under the box stands in its own line, above the button.
        <Flex vertical gap={28}>
          <Input.TextArea
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={CUSTOMER_NOTE_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t(text('placeholder'))}
            aria-label={t(text('add'))}
            data-testid="note-draft"
          />
          <Button type="primary" onClick={add} loading={mutation.isPending} disabled={!draft.trim()} style={{ alignSelf: 'flex-end' }} data-testid="note-add">
            {t(text('add'))}
          </Button>
        </Flex>
      ) : (
        <Alert type="info" showIcon message={t(text('readOnly'))} />
      )}
      {query.isLoading ? (
        <Skeleton active />
      ) : notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} data-testid="notes-empty" />
      ) : (
        <List
          size="small"
          dataSource={notes}
          renderItem={(note) => (
            <List.Item key={note.id} data-testid="note">
              <Flex vertical gap={2} style={{ width: '100%' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <span translate="no">{note.author_name}</span> · {formatDateTime(note.created_at, i18n.language)}
                </Typography.Text>
                <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }} translate="no">
                  {note.body}
                </Typography.Paragraph>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
