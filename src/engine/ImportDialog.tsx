import { InboxOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../resources/constants.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { jobPaths, XLSX_MEDIA_TYPE } from '../../resources/jobs/job.schema.ts';
import { formatBytes } from '../lib/numbers.ts';
import { notifyJobsChanged } from '../jobs/job-events.ts';

/** Import from the generated template: download it, fill it in, upload one .xlsx; the job centre takes over. */
export function ImportDialog({ resource, open, onClose }: { resource: ResourceDefinition; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const paths = jobPaths(resource.path);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { mutateAsync, mutation } = useCustomMutation();

  const close = () => {
    setFiles([]);
    onClose();
  };
  const start = async () => {
    const file = files[0]?.originFileObj;
    if (!file) return void message.warning(t('jobs.missingFile'));
    if (file.size > IMPORT_MAX_BYTES) return void message.warning(t('jobs.fileTooLarge', { max: formatBytes(IMPORT_MAX_BYTES) }));
    const body = new FormData();
    body.append('file', file);
    try {
      await mutateAsync({ url: paths.import, method: 'post', values: body, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has shown why
    }
    void message.success(t('jobs.importQueued'));
    notifyJobsChanged();
    close();
  };

  return (
    <Modal
      open={open}
      title={t('engine.import')}
      okText={t('engine.import')}
      cancelText={t('engine.cancel')}
      onOk={start}
      onCancel={close}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('engine.importHint', { max: IMPORT_MAX_ROWS })} style={{ marginBottom: 16 }} />
      <Typography.Paragraph>
        <Typography.Link href={paths.importTemplate} download data-testid="import-template">
          {t('engine.downloadTemplate')}
        </Typography.Link>
      </Typography.Paragraph>
      <Upload.Dragger
        accept={`.xlsx,${XLSX_MEDIA_TYPE}`}
        maxCount={1}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList.slice(-1))}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('engine.chooseFile')}</p>
      </Upload.Dragger>
    </Modal>
  );
}
