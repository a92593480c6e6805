import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../shell/error-log.ts';

/** Spec §2 error log view: the errors this session met, with a way to clear them. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const entries = useErrorLog();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('layout.errorLog')}
      width={760}
      okText={t('errorLog.clear')}
      onOk={() => {
        clearErrorLog();
        onClose();
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
  );
}
