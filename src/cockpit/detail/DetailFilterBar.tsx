import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PeriodSwitch } from '../../home/PeriodSwitch.tsx';
import type { PeriodChoice } from '../../home/stats-period.ts';
import { CHANNEL_GROUP_VALUES, type DetailFilters, filtered } from './detail-filters.ts';
import { useEventKinds, type useStoreAndGuideNames } from './useDetailData.ts';

type Names = ReturnType<typeof useStoreAndGuideNames>;
const SELECT = { allowClear: true, showSearch: true, optionFilterProp: 'label', style: { minWidth: 170 } } as const;
/** The period's stores or guides by name, and one chosen through the address that has no event in the period, in words. */
const options = (names: ReadonlyMap<number, string>, chosen: number | undefined, outside: string) => [
  ...[...names].map(([value, label]) => ({ value, label })),
  ...(chosen && !names.has(chosen) ? [{ value: chosen, label: outside }] : []),
];

/** The period switch and every filter the statistics API takes for events: channel group, event kind, store, guide. */
export function DetailFilterBar({
  choice,
  onPeriod,
  filters,
  onFilters,
  names,
}: {
  choice: PeriodChoice;
  onPeriod: (next: PeriodChoice) => void;
  filters: DetailFilters;
  onFilters: (next: DetailFilters) => void;
  names: Names;
}) {
  const { t } = useTranslation();
  const kinds = useEventKinds(choice);
  const set = (patch: DetailFilters) => onFilters({ ...filters, ...patch });
  const kindOptions = [...new Set([...kinds, ...(filters.source_type ? [filters.source_type] : [])])].map((kind) => ({
    value: kind,
    label: t(`homePage.sourceTypes.${kind}`, { defaultValue: kind }),
  }));
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="detail-filters">
      <PeriodSwitch value={choice} onChange={onPeriod} />
      <Flex wrap gap={8} align="center">
        <Select<number>
          {...SELECT}
          aria-label={t('cockpitDetail.filters.channel')}
          placeholder={t('cockpitDetail.all.channel')}
          value={filters.channel}
          options={CHANNEL_GROUP_VALUES.map((value) => ({ value, label: t(`cockpitDetail.channels.${value}`) }))}
          onChange={(value) => set({ channel: value as DetailFilters['channel'] })}
          data-testid="filter-channel"
        />
        <Select<string>
          {...SELECT}
          aria-label={t('cockpitDetail.filters.kind')}
          placeholder={t('cockpitDetail.all.kind')}
          value={filters.source_type}
          options={kindOptions}
          onChange={(value) => set({ source_type: value })}
          data-testid="filter-kind"
        />
        <Select<number>
          {...SELECT}
          aria-label={t('cockpitDetail.filters.store')}
          placeholder={t('cockpitDetail.all.store')}
          value={filters.store_id}
          options={options(names.store, filters.store_id, t('cockpitDetail.outside.store'))}
          onChange={(value) => set({ store_id: value })}
          data-testid="filter-store"
        />
        <Select<number>
          {...SELECT}
          aria-label={t('cockpitDetail.filters.guide')}
          placeholder={t('cockpitDetail.all.guide')}
          value={filters.sale_id}
          options={options(names.sale, filters.sale_id, t('cockpitDetail.outside.guide'))}
          onChange={(value) => set({ sale_id: value })}
          data-testid="filter-guide"
        />
        {filtered(filters) && (
          <Button type="link" onClick={() => onFilters({})} data-testid="filters-clear">
            {t('cockpitDetail.filters.clear')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
