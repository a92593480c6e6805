import { EyeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelineItem } from '../../resources/customers/customer-detail.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { orderEditPath } from './customer-paths.ts';
import { timelineDetails, timelineHeadline } from './timeline-words.ts';
import { useCustomerTimeline } from './useCustomerTimeline.ts';

const text = (key: string) => `customerPages.timeline.${key}`;

function Entry({ item }: { item: TimelineItem }) {
  const { t, i18n } = useTranslation();
  const headline = timelineHeadline(t, item);
  const details = timelineDetails(t, item);
  return (
    <Flex vertical gap={2} data-testid="timeline-item">
      <Typography.Text strong>{item.kind === 'visit' ? headline : <Link to={orderEditPath(item.order_id)}>{headline}</Link>}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={item.at}>{formatDateTime(item.at, i18n.language)}</time>
        {details.map((detail) => ` · ${detail}`).join('')}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A customer's visit timeline, newest first: each visit says what was viewed, when (in the
 * merchant's time zone) and for how long; each order change which order moved where. Older pages
 * come with "Load more".
 */
export function CustomerTimeline({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { items, loading, failed, hasMore, loadMore, retry } = useCustomerTimeline(customerId);
  if (failed && !items.length) return <Result status="warning" title={t(text('failed'))} extra={<Button onClick={retry}>{t('customerPages.retry')}</Button>} />;
  if (loading && !items.length) return <Skeleton active />;
  if (!items.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} data-testid="timeline-empty" />;
  return (
    <Flex vertical gap={8} data-testid="customer-timeline">
      <Timeline
        style={{ marginTop: 8 }}
        items={items.map((item) => ({
          key: item.key,
          color: item.kind === 'visit' ? 'blue' : 'green',
          dot: item.kind === 'visit' ? <EyeOutlined /> : <ShoppingCartOutlined />,
          children: <Entry item={item} />,
        }))}
      />
      {hasMore ? (
        <Button onClick={failed ? retry : loadMore} loading={loading} style={{ alignSelf: 'center' }} data-testid="timeline-more">
          {t(failed ? 'customerPages.retry' : text('loadMore'))}
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t(text('end'))}
        </Typography.Text>
      )}
    </Flex>
  );
}
