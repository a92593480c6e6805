import { CloudUploadOutlined, DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/numbers.ts';
import { type UploadItem, uploads } from './upload-manager.ts';
import { useUploads } from './useUploads.ts';

function ItemRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const status = { waiting: t('uploads.waiting'), uploading: t('uploads.uploading'), done: t('uploads.done'), failed: t('uploads.failed') }[item.status];
  return (
    <List.Item
      data-testid="upload-item"
      data-status={item.status}
      actions={[
        item.status === 'failed' && (
          <Button key="retry" size="small" type="link" icon={<RedoOutlined />} onClick={() => uploads.retry(item.id)}>
            {t('uploads.reupload')}
          </Button>
        ),
        item.status !== 'uploading' && (
          <Button key="remove" size="small" type="text" icon={<DeleteOutlined />} aria-label={t('uploads.remove')} onClick={() => uploads.remove(item.id)} />
        ),
      ].filter(Boolean)}
    >
      <div style={{ width: '100%', minWidth: 0 }}>
        <Typography.Text ellipsis style={{ maxWidth: 220, display: 'block' }}>
          {item.file.name}
        </Typography.Text>
        <Typography.Text type={item.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {status} · {formatBytes(item.file.size)}
          {item.error ? ` · ${item.error}` : ''}
        </Typography.Text>
        {item.status === 'uploading' && <Progress percent={item.progress} size="small" />}
      </div>
    </List.Item>
  );
}

/**
 * The upload list of spec §4 in the top bar: every file of this page's session with its state
 * (waiting, uploading with progress, done, failed with re-upload). Hidden until something is uploaded.
 */
export function UploadList() {
  const { t } = useTranslation();
  const items = useUploads();
  if (items.length === 0) return null;
  const active = items.filter((item) => item.status === 'waiting' || item.status === 'uploading').length;
  const failed = items.some((item) => item.status === 'failed');
  const content = (
    <div style={{ width: 360, maxHeight: 420, overflowY: 'auto' }} data-testid="upload-list">
      <List
        size="small"
        dataSource={[...items]}
        locale={{ emptyText: <Empty description={t('uploads.noUploads')} /> }}
        renderItem={(item) => <ItemRow item={item} />}
      />
      {items.some((item) => item.status === 'done') && (
        <Button size="small" type="link" onClick={() => uploads.clearFinished()}>
          {t('uploads.clearFinished')}
        </Button>
      )}
    </div>
  );
  return (
    <Popover content={content} title={t('uploads.uploadList')} trigger="click" placement="bottomRight">
      <Badge count={active} dot={!active && failed} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<CloudUploadOutlined />} aria-label={t('uploads.uploadList')} data-testid="upload-list-button" />
      </Badge>
    </Popover>
  );
}
