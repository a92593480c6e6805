import { Card, Col, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import type { StatsRankRow } from '../../resources/stats/stats-query.schema.ts';
import { ACCOUNT_PAGES, contentResourceOf, type RecordLink, useRecordLinks } from '../engine/useRecordLinks.ts';
import { RecordName } from './RecordName.tsx';
import { formatDuration } from './stats-format.ts';

type Column = 'stay_time' | 'use_time' | 'logins';

/** A content kind or event kind in the reader's language; kinds an app invented itself show as sent. */
export const kindLabel = (t: TFunction, kind: string | null | undefined) => (kind ? t(`homePage.contentKinds.${kind}`, { defaultValue: kind }) : '');

/**
 * A ranked row's name (with its kind, for content): a link to its record where the session may open
 * it, "(deleted)" once the content is deleted (its name gone with its record, or kept in the bin).
 */
export function RankName({ t, row, withKind, link }: { t: TFunction; row: StatsRankRow; withKind: boolean; link?: string }) {
  return (
    <>
      {withKind && row.kind && <Tag>{kindLabel(t, row.kind)}</Tag>}
      <RecordName name={row.name || null} deleted={row.deleted} id={row.id} link={link} />
    </>
  );
}

/** What a ranking ranks, for where its rows open. */
export type RankedThing = 'content' | 'guide' | 'store' | 'tag';

/** Where a ranked row opens: content its record, a guide its account, a store the store, tags nowhere (the home page's and the cockpit's rankings alike). */
export function rankLink(link: RecordLink, row: StatsRankRow, of: RankedThing): string | undefined {
  if (of === 'content') return link(contentResourceOf(row.kind) ?? [], row.id);
  if (of === 'guide') return link(ACCOUNT_PAGES.sub ?? [], row.id);
  if (of === 'store') return link('stores', row.id);
  return undefined;
}

function rankColumns(t: TFunction, extra: Column[], link: RecordLink, of: 'content' | 'guide' | 'tag', withMerchant = false): ColumnsType<StatsRankRow> {
  return [
    { title: t('homePage.columns.rank'), key: 'rank', width: 48, render: (_, __, index) => index + 1, responsive: ['sm'] },
    {
      title: t('homePage.columns.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_: string, row) => <RankName t={t} row={row} withKind={of === 'content'} link={rankLink(link, row, of)} />,
    },
    // The platform's top content is every merchant's: whose each is.
    ...(withMerchant
      ? [
          {
            title: t('homePage.columns.merchant'),
            key: 'merchant',
            ellipsis: true,
            render: (_: unknown, row: StatsRankRow) => <RecordName name={row.merchant_name} link={link('merchants', row.merchant_id)} />,
          },
        ]
      : []),
    { title: t('homePage.columns.events'), dataIndex: 'events', align: 'right', width: 96, render: (value: number) => formatThousands(value) },
    ...extra.map((column) => ({
      title: t(`homePage.figures.${column}`),
      dataIndex: column,
      align: 'right' as const,
      width: column === 'logins' ? 88 : 128,
      render: (value: number | undefined) => (column === 'logins' ? formatThousands(value ?? 0) : formatDuration(t, value ?? 0)),
    })),
  ];
}

function RankCard({ title, rows, columns, testId }: { title: string; rows: StatsRankRow[]; columns: ColumnsType<StatsRankRow>; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card title={title} size="small" data-testid={testId} style={{ height: '100%' }}>
      <Table<StatsRankRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        // Its card's width, the names cut with "…" (their columns' ellipsis): as wide as its longest
        // name, a ranking ran out of a half-width card at 1440 px. Below 320 px it scrolls.
        scroll={{ x: 320 }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('homePage.noRanking')}</Typography.Text> }}
      />
    </Card>
  );
}

/** Spec §9 rankings: the top 10 content, the top 5 tags and the top 10 guides of the period. */
export function RankLists({ content, tags, sales }: { content: StatsRankRow[]; tags: StatsRankRow[]; sales: StatsRankRow[] }) {
  const { t } = useTranslation();
  const link = useRecordLinks();
  const withMerchant = content.some((row) => row.merchant_name !== undefined);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <RankCard title={t('homePage.topContent')} rows={content} columns={rankColumns(t, ['stay_time'], link, 'content', withMerchant)} testId="top-content" />
      </Col>
      <Col xs={24} xl={12}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <RankCard title={t('homePage.topTags')} rows={tags} columns={rankColumns(t, [], link, 'tag')} testId="top-tags" />
          </Col>
          <Col span={24}>
            <RankCard title={t('homePage.topGuides')} rows={sales} columns={rankColumns(t, ['use_time', 'logins'], link, 'guide')} testId="top-guides" />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
