import { useCallback, useEffect, useRef, useState } from 'react';
import { customerTimelinePath, type TimelineItem, type TimelinePage } from '../../resources/customers/customer-detail.schema.ts';
import { useMainApi } from '../engine/useMainApi.ts';

/**
 * A customer's visit timeline, one page at a time (`GET /api/customers/:id/timeline`): the first
 * page on mount, then older ones with the cursor the last page answered ("Load more").
 */
export function useCustomerTimeline(customerId: number) {
  const api = useMainApi();
  const [items, setItems] = useState<TimelineItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  // A page answered for another customer, or after a newer request, is dropped.
  const request = useRef(0);

  const load = useCallback(
    async (before: string | null) => {
      const mine = ++request.current;
      setLoading(true);
      setFailed(false);
      try {
        const { data } = await api.custom!<TimelinePage>({ url: customerTimelinePath(customerId), method: 'get', query: before ? { before } : undefined });
        if (mine !== request.current) return;
        const page = data as unknown as TimelinePage;
        setItems((shown) => (before ? [...shown, ...page.items] : page.items));
        setNext(page.next);
      } catch {
        if (mine === request.current) setFailed(true);
      } finally {
        if (mine === request.current) setLoading(false);
      }
    },
    [api, customerId],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    items,
    loading,
    failed,
    hasMore: next !== null,
    loadMore: () => void load(next),
    retry: () => void load(items.length ? next : null),
  };
}
