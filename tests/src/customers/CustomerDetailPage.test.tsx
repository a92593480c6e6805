import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '../../../resources/access/enforcer.ts';
import type { TimelineItem } from '../../../resources/customers/customer-detail.schema.ts';
import { customers } from '../../../resources/customers/customers.resource.ts';
import { CustomerDetailPage } from '../../../src/customers/CustomerDetailPage.tsx';
import { fakeApi } from '../engine/engine-harness.tsx';
import { renderSignedIn } from '../render-signed-in.tsx';

const CUSTOMER = {
  id: 7,
  nickname: 'Mia Chen',
  phone: '13800001111',
  gender: 'female',
  source: 'mini_program',
  sale_id: null,
  store_id: null,
  mp_user_id: 0,
  total_visits: 3,
  orders_count: 1,
  tags: [],
};

const visit = (id: number, at: string, extra: Partial<TimelineItem> = {}) =>
  ({
    kind: 'visit',
    key: `v${id}`,
    at,
    source_type: 'view',
    content_kind: 'plan',
    content_id: 3,
    content_name: 'Oak loft',
    stay_time: 90,
    channel: 2,
    ...extra,
  }) as TimelineItem;

const FIRST = [
  {
    kind: 'order_status',
    key: 'o5',
    at: '2026-11-20T08:00:00.000000Z',
    order_id: 41,
    order_number: 'IO20261120000041',
    from: 'untreated',
    to: 'finished',
    account_name: 'guide',
  } as TimelineItem,
  visit(9, '2026-11-20T07:00:00.000000Z'),
];
const OLDER = [visit(8, '2026-11-19T07:00:00.000000Z', { content_name: null, content_kind: 'commodity', content_id: 12, stay_time: 20 })];

/** Opens the detail page of customer 7 with the fake API, the session holding `permissions`. */
async function openDetail(permissions: string[], notes: { id: number; author_name: string; body: string; created_at: string }[] = []) {
  const api = fakeApi([CUSTOMER]);
  // Lists (tag groups, the customer's orders) are empty here.
  api.getList.mockImplementation(async () => ({ data: [], total: 0 }));
  const calls: { url: string; method: string; query?: Record<string, string>; payload?: unknown }[] = [];
  api.custom.mockImplementation((async (request: { url: string; method: string; query?: Record<string, string>; payload?: unknown }) => {
    calls.push(request);
    if (request.url === '/api/customers/7/timeline')
      return { data: request.query?.before ? { items: OLDER, next: null } : { items: FIRST, next: '2026-11-20T07:00:00.000000Z_v_9' } };
    if (request.url === '/api/customers/7/notes' && request.method === 'post') {
      const note = {
        id: notes.length + 1,
        author_id: 1,
        author_name: 'Gao Guide',
        body: (request.payload as { body: string }).body,
        created_at: '2026-11-21T01:00:00.000Z',
      };
      notes.unshift(note);
      return { data: note };
    }
    if (request.url === '/api/customers/7/notes') return { data: { list: [...notes] } };
    return { data: { list: [] } };
  }) as never);
  const checker = await createAccessChecker({ id: 1, permissions });
  await renderSignedIn(
    <Routes>
      <Route path="/customManagement/detail/:id/:userId" element={<CustomerDetailPage />} />
    </Routes>,
    api as never,
    { routes: [], checker, profile: { id: 1, permission: permissions } } as never,
    '/customManagement/detail/7/0',
  );
  return calls;
}

describe('the customer detail page (issue 36)', () => {
  it('pages the visit timeline with the cursor the last page answered, in words', async () => {
    const calls = await openDetail([customers.route]);
    expect(await screen.findByRole('heading', { name: 'Mia Chen' })).toBeTruthy();
    const timeline = await screen.findByTestId('customer-timeline');
    expect(within(timeline).getByText('Order IO20261120000041: Untreated → Finished')).toBeTruthy();
    expect(within(timeline).getByText('Viewed: Plan “Oak loft”')).toBeTruthy();
    expect(timeline.textContent).toContain('stayed 1 min · via WeChat mini program');
    expect(screen.getByTestId('customer-profile').textContent).toContain('Nobody (kept by the merchant)');

    fireEvent.click(screen.getByTestId('timeline-more'));
    await within(timeline).findByText('Viewed: Goods #12');
    expect(timeline.textContent).toContain('stayed 20 s');
    expect(within(timeline).getByText('That is the whole timeline.')).toBeTruthy();
    expect(screen.queryByTestId('timeline-more')).toBeNull();
    const pages = calls.filter((call) => call.url === '/api/customers/7/timeline');
    expect(pages.map((call) => call.query?.before)).toEqual([undefined, '2026-11-20T07:00:00.000000Z_v_9']);
    expect(screen.getAllByTestId('timeline-item')).toHaveLength(3);
  });

  it('lists the notes and adds one for whoever may edit customers', async () => {
    const calls = await openDetail(
      [customers.route, `${customers.route}/*`],
      [{ id: 1, author_name: 'Lee Manager', body: 'Prefers walnut.', created_at: '2026-11-20T01:00:00.000Z' }],
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Prefers walnut.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('note-draft'), { target: { value: 'Call back on Monday' } });
    fireEvent.click(screen.getByTestId('note-add'));
    await screen.findByText('Call back on Monday');
    expect(calls.find((call) => call.method === 'post')).toMatchObject({ url: '/api/customers/7/notes', payload: { body: 'Call back on Monday' } });
    expect(screen.getAllByTestId('note').map((note) => note.textContent)).toEqual([
      expect.stringContaining('Call back on Monday'),
      expect.stringContaining('Prefers walnut.'),
    ]);
  });

  it('offers no note box to a reader, and says when there are no notes', async () => {
    await openDetail([customers.route]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByTestId('notes-empty')).toBeTruthy();
    expect(screen.queryByTestId('note-draft')).toBeNull();
    await waitFor(() => expect(screen.getByText(/adding one needs the right to edit customers/)).toBeTruthy());
  });
});
