import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePeriodChoice } from '../home/usePeriodChoice.ts';
import { type ChannelChoice, type ChannelGroup, type CockpitFilter, channelFromSearch } from './cockpit-filters.ts';

/**
 * A cockpit page's filters, kept in the address like the home page's period (`?period=7d&channel=2`)
 * so a reload and a shared link show the same figures. A channel page passes its own group, fixed.
 */
export function useCockpitFilter(
  fixedChannel?: ChannelGroup,
): [CockpitFilter, { choosePeriod: ReturnType<typeof usePeriodChoice>[1]; chooseChannel: (next?: ChannelChoice) => void }] {
  const [choice, choosePeriod] = usePeriodChoice();
  const [search, setSearch] = useSearchParams();
  const chosen = channelFromSearch(search);
  const channel = fixedChannel ?? chosen;
  const filter = useMemo<CockpitFilter>(() => ({ choice, channel }), [choice, channel]);
  const chooseChannel = useCallback(
    (next?: ChannelChoice) =>
      setSearch(
        (current) => {
          const kept = new URLSearchParams(current);
          if (next) kept.set('channel', String(next));
          else kept.delete('channel');
          return kept;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filter, { choosePeriod, chooseChannel }];
}
