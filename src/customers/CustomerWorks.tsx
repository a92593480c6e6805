import { useList } from '@refinedev/core';
import { Card, Empty, Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { diyWorks } from '../../resources/diy-works/diy-works.resource.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { DiyPicture } from './DiyPictureCell.tsx';

const SHOWN = 60;
const THUMB = 120;

interface WorkRow {
  id: number;
  name: string;
  picture: string;
  submitted_at: string;
}

/** A customer's DIY works as thumbnails, newest first; a click previews the picture, and the arrows go through the others. */
export function CustomerWorks({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const { result, query } = useList<WorkRow>({
    resource: diyWorks.name,
    filters: [{ field: 'customer_id', operator: 'eq', value: customerId }],
    sorters: [{ field: 'id', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: SHOWN },
    errorNotification: false,
  });
  if (query.isLoading) return <Skeleton active />;
  if (!result.data.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customerPages.works.empty')} data-testid="works-empty" />;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={12} data-testid="customer-works">
        {result.data.map((work) => (
          <Card key={work.id} size="small" styles={{ body: { padding: 8, width: THUMB + 16 } }}>
            <Flex vertical gap={4}>
              <DiyPicture url={work.picture} name={work.name} size={THUMB} />
              <Typography.Text ellipsis={{ tooltip: work.name }} translate="no">
                {work.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(work.submitted_at, i18n.language)}
              </Typography.Text>
            </Flex>
          </Card>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
