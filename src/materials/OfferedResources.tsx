import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfferedResource } from '../../resources/system-resources/offered-resource.schema.ts';
import { formatBytes } from '../lib/numbers.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';
import { useOfferedResources } from './useOfferedResources.ts';

function OfferedItem({ resource }: { resource: OfferedResource }) {
  const { t } = useTranslation();
  const actions = [
    <Typography.Link key="preview" href={resource.url} target="_blank" rel="noopener noreferrer">
      <EyeOutlined /> {t('resources.materials.shared.preview')}
    </Typography.Link>,
    <Typography.Link key="download" href={resource.url} download={resource.file_name || resource.name}>
      <DownloadOutlined /> {t('resources.materials.shared.download')}
    </Typography.Link>,
  ];
  return (
    <List.Item actions={actions} data-testid="offered-resource">
      <List.Item.Meta
        avatar={<MediaThumb url={resource.url} size={48} />}
        title={<span translate="no">{resource.name}</span>}
        description={
          <Space size={8} wrap>
            <Tag>{t(`resources.system-resources.kinds.${resource.kind}`)}</Tag>
            {resource.size > 0 && <Typography.Text type="secondary">{formatBytes(resource.size)}</Typography.Text>}
            {resource.description && (
              <Typography.Text type="secondary" translate="no">
                {resource.description}
              </Typography.Text>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * The material centre's read-only section of the platform's shared files (system resources)
 * offered to the merchant: each with its kind and size, to preview or download.
 */
export function OfferedResources() {
  const { t } = useTranslation();
  const { resources, loading, failed } = useOfferedResources();
  return (
    <Card size="small" className="material-offered" title={t('resources.materials.shared.title')} data-testid="offered-resources">
      <Typography.Paragraph type="secondary">{t('resources.materials.shared.hint')}</Typography.Paragraph>
      {failed ? (
        <Alert type="warning" showIcon message={t('resources.materials.shared.loadFailed')} />
      ) : (
        <List
          loading={loading}
          dataSource={resources}
          rowKey="id"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resources.materials.shared.empty')} /> }}
          renderItem={(resource) => <OfferedItem resource={resource} />}
        />
      )}
    </Card>
  );
}
