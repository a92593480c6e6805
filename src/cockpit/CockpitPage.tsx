import { Alert, Col, Flex, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../engine/PageHeader.tsx';
import { PeriodSwitch } from '../home/PeriodSwitch.tsx';
import { CHANNEL_GROUP_IDS, CHANNEL_GROUP_NAMES, type ChannelChoice, type CockpitFilter, STORE_DEVICES } from './cockpit-filters.ts';
import type { CockpitPageConfig, CockpitSection } from './cockpit-pages.ts';
import { ChannelsSection, TypesSection } from './DistributionSections.tsx';
import { EventsSection } from './EventsSection.tsx';
import { MarketSection } from './MarketSection.tsx';
import { CockpitCurrentTo, FiguresSection, TrendSection } from './OverviewSections.tsx';
import { RankSectionCard } from './RankSectionCard.tsx';
import { RegionsSection } from './RegionsSection.tsx';
import { useCockpitFilter } from './useCockpitFilter.ts';
import { VisitorsSection } from './VisitorsSection.tsx';
import '../home/home.css';

/** Sections that span the page; the others sit two a row on a wide screen. */
const WIDE: ReadonlySet<CockpitSection['kind']> = new Set(['figures', 'market', 'trend', 'events', 'visitors']);
/** Sections from day rollups, which keep no channel: a chosen channel does not narrow them. */
/** Each section's width on a wide screen: half, except the wide ones and the last of an odd run of halves (no gap beside it). */
export function sectionSpans(sections: readonly CockpitSection[]): number[] {
  const spans = sections.map((section) => (WIDE.has(section.kind) ? 24 : 12));
  let run = 0;
  spans.forEach((span, index) => {
    run = span === 12 ? run + 1 : 0;
    const runEnds = spans[index + 1] !== 12;
    if (span === 12 && runEnds && run % 2 === 1) spans[index] = 24;
  });
  return spans;
}

function Section({ section, filter, config }: { section: CockpitSection; filter: CockpitFilter; config: CockpitPageConfig }): ReactNode {
  const kinds = config.sourceTypes;
  switch (section.kind) {
    case 'figures':
      return <FiguresSection filter={filter} />;
    case 'market':
      return <MarketSection filter={filter} sourceTypes={kinds ?? []} />;
    case 'trend':
      return <TrendSection filter={filter} sourceTypes={kinds} />;
    case 'types':
      return <TypesSection filter={filter} />;
    case 'channels':
      return <ChannelsSection filter={filter} sourceTypes={kinds} />;
    case 'visitors':
      return <VisitorsSection filter={filter} />;
    case 'regions':
      return <RegionsSection filter={filter} pagePath={config.path} />;
    case 'events':
      return <EventsSection filter={filter} sourceTypes={kinds} pagePath={config.path} />;
    case 'rank':
      return <RankSectionCard section={section} filter={filter} pagePath={config.path} />;
  }
}

const ALL_CHANNELS = 'all';

function ChannelFilter({ value, onChange }: { value?: ChannelChoice; onChange: (next?: ChannelChoice) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: ALL_CHANNELS, label: t('cockpit.channels.all') },
    ...CHANNEL_GROUP_IDS.map((group) => ({ value: String(group), label: t(`cockpit.channels.${CHANNEL_GROUP_NAMES[group]}`) })),
    { value: STORE_DEVICES, label: t('cockpit.channels.storeDevices') },
  ];
  return (
    <Select<string>
      value={value === undefined ? ALL_CHANNELS : String(value)}
      options={options}
      onChange={(next) => onChange(next === ALL_CHANNELS ? undefined : next === STORE_DEVICES ? STORE_DEVICES : (Number(next) as ChannelChoice))}
      aria-label={t('cockpit.channel')}
      data-testid="channel-filter"
      style={{ minWidth: 160 }}
    />
  );
}

/**
 * A data-cockpit analysis page drawn from its declaration (cockpit-pages.ts): the period switch
 * (spec §9) and the channel-group filter in the address, "current up to", then its sections.
 */
export function CockpitPage({ config }: { config: CockpitPageConfig }) {
  const { t } = useTranslation();
  const [filter, { choosePeriod, chooseChannel }] = useCockpitFilter(config.channel);
  const spans = sectionSpans(config.sections);
  return (
    <div data-testid={`cockpit-${config.id}`}>
      <PageHeader />
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} align="center">
          <PeriodSwitch value={filter.choice} onChange={choosePeriod} />
          {config.channel === undefined && <ChannelFilter value={filter.channel} onChange={chooseChannel} />}
        </Flex>
        <CockpitCurrentTo filter={filter} />
      </Flex>
      {config.channel !== undefined && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t(`cockpit.pages.${config.id}`)} data-testid="channel-note" />
      )}
      {filter.channel === STORE_DEVICES && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('cockpit.storeDevicesNote')} data-testid="store-devices-note" />
      )}
      <Row gutter={[16, 16]}>
        {config.sections.map((section, index) => (
          <Col key={section.kind === 'rank' ? section.id : `${section.kind}-${index}`} xs={24} xl={spans[index]}>
            <Section section={section} filter={filter} config={config} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
