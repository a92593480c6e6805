import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../shell/error-log.ts';

/** Spec §2 error log view: shown once the session has met an error, production included. */
export function ErrorLogButton() {
  const { t, i18n } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (!entries.length) return null;
  return (
    <>
      <Badge count={entries.length} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BugOutlined />} onClick={() => setOpen(true)} aria-label={t('layout.errorLog')} />
      </Badge>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('layout.errorLog')}
        width={760}
        okText={t('errorLog.clear')}
        onOk={() => {
          clearErrorLog();
          setOpen(false);
        }}
      >
        <Table
          size="small"
          rowKey={(row) => `${row.at}-${row.message}`}
          dataSource={entries}
          pagination={false}
          locale={{ emptyText: t('errorLog.empty') }}
          columns={[
            { title: t('errorLog.time'), dataIndex: 'at', width: 180, render: (at: number) => new Date(at).toLocaleString(i18n.language) },
            { title: t('errorLog.page'), dataIndex: 'page', width: 200 },
            { title: t('errorLog.message'), dataIndex: 'message' },
          ]}
        />
      </Modal>
    </>
  );
}
