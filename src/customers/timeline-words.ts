import type { TFunction } from 'i18next';
import type { TimelineItem } from '../../resources/customers/customer-detail.schema.ts';
import { formatDuration } from '../home/stats-format.ts';
import { statusLabel } from './OrderStatusDialog.tsx';

const text = (key: string) => `customerPages.timeline.${key}`;

/** Spec §7's channel by the statistics' own name for it (Taobao, WeChat mini program…); none for the default channel (0). */
export function channelWords(t: TFunction, channel: number): string | null {
  return channel === 0 ? null : t(`resources.stats.channels.${channel}`);
}

/** How long, in words: seconds under a minute, else minutes and hours. */
export function stayWords(t: TFunction, seconds: number): string {
  return seconds < 60 ? t(text('seconds'), { seconds }) : formatDuration(t, seconds);
}

/** What a timeline item says happened: "Viewed plan “Oak loft”", "Order IO… : Untreated → Finished". */
export function timelineHeadline(t: TFunction, item: TimelineItem): string {
  if (item.kind !== 'visit') {
    return item.kind === 'order_status'
      ? t(text('orderStatus'), { number: item.order_number, from: t(statusLabel(item.from)), to: t(statusLabel(item.to)) })
      : t(text('orderCreated'), { number: item.order_number, status: t(statusLabel(item.to)) });
  }
  const action = t(text(`actions.${item.source_type}`), { defaultValue: t(`homePage.sourceTypes.${item.source_type}`, { defaultValue: item.source_type }) });
  if (!item.content_kind) return action;
  const kind = t(`homePage.contentKinds.${item.content_kind}`, { defaultValue: item.content_kind });
  if (item.content_name === null) return t(text('viewedUnnamed'), { action, kind, id: item.content_id });
  return t(text('viewed'), { action, kind, name: item.content_name });
}

/** The details under a headline: how long and through which channel, or who moved the order. */
export function timelineDetails(t: TFunction, item: TimelineItem): string[] {
  if (item.kind !== 'visit') return item.account_name ? [t(text('by'), { name: item.account_name })] : [];
  return [
    ...(item.stay_time ? [t(text('stayed'), { duration: stayWords(t, item.stay_time) })] : []),
    ...[channelWords(t, item.channel)].flatMap((channel) => (channel ? [t(text('via'), { channel })] : [])),
  ];
}
