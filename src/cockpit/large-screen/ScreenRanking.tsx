import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../home/stats-format.ts';

export interface RankedItem {
  key: string;
  name: string;
  value: number;
}

/**
 * A top list readable from across the room: rank, name, a bar as long as its share of the first,
 * and the count. Bars in plain CSS: a list needs no chart library.
 */
export function ScreenRanking({ items, testId, format = formatCount }: { items: readonly RankedItem[]; testId: string; format?: (value: number) => string }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('homePage.noRanking')}
      </Typography.Text>
    );
  }
  const top = Math.max(1, items[0].value);
  return (
    <ol className="large-screen-ranking" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.key}>
          <span className={`large-screen-rank${index < 3 ? ' large-screen-rank-top' : ''}`}>{index + 1}</span>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
              <Typography.Text strong data-testid="ranking-value">
                {format(item.value)}
              </Typography.Text>
            </Flex>
            <span className="large-screen-bar" style={{ width: `${Math.max(2, (item.value / top) * 100)}%` }} />
          </Flex>
        </li>
      ))}
    </ol>
  );
}
