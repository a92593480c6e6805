import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { useStatsExport } from '../../../src/cockpit/useStatsExport.ts';
import { useBatchActions } from '../../../src/engine/useBatchActions.ts';
import { badge, job, pretendWidth, renderCentre, runEachOnFakeClock, server, settle } from './job-centre-harness.tsx';

runEachOnFakeClock();

/** The statistics pages' shared export hook, behind a button. */
function StatsExport() {
  const { start } = useStatsExport('/dataCenter/customerAnalytics');
  return (
    <button type="button" onClick={() => void start('/api/stats/tag/rankHistory/detail/export', { period: 'today' })}>
      Export the statistics
    </button>
  );
}

/** The lists' shared batch export, behind a button. */
function ListExport() {
  const { exportSelected } = useBatchActions(shopTypes, () => undefined);
  return (
    <button type="button" onClick={() => void exportSelected([4], ['name'])}>
      Export the selected shop types
    </button>
  );
}

describe('a queued export', () => {
  it.each([
    ['the statistics pages', <StatsExport key="stats" />, 'Export the statistics'],
    ['a list', <ListExport key="list" />, 'Export the selected shop types'],
  ])('from %s opens the centre at its button on the new job, after saying where to follow it', async (_, screenThatExports, name) => {
    pretendWidth(1440);
    server.jobs = [job(1)];
    const { custom } = await renderCentre(OPERATOR_PERMISSIONS, screenThatExports);
    expect(screen.queryByTestId('job-list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name }));
    await settle();
    // The first look, the export's call, and one look at the news.
    expect(custom).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The export has started: follow it in the job centre.')).toBeTruthy();
    const items = within(screen.getByTestId('job-list')).getAllByTestId('job-item');
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual(['Queued', 'Done']);
    expect(badge()).toBe('1');
    // A popover at the button, not a dialog: nothing under it is made inert.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.ant-popover .ant-popover-title')?.textContent).toBe('Job centre');
  });

  it('stays open when the user then clicks its button, and closes on a click elsewhere', async () => {
    pretendWidth(1440);
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('job-list')).toBeTruthy();

    fireEvent.mouseDown(document.body);
    await settle(500);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape while the focus is still on the page', async () => {
    pretendWidth(1440);
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    fireEvent.keyDown(window, { key: 'Escape' });
    await settle(500);
    expect(screen.getByRole('button', { name: 'Job centre' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone badges the new job and leaves the screen uncovered (the centre would be a drawer over it)', async () => {
    pretendWidth(390);
    server.jobs = [job(1)];
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    expect(screen.queryByTestId('job-list')).toBeNull();
    expect(badge()).toBe('1');
  });

  it('shows the new job in a centre already open', async () => {
    pretendWidth(1440);
    server.jobs = [job(1)];
    const { custom } = await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Job centre' }));
    await settle();
    expect(within(screen.getByTestId('job-list')).getAllByTestId('job-item')).toHaveLength(1);

    const before = custom.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    // The export's call and one look at the list, not two.
    expect(custom.mock.calls.length).toBe(before + 2);
    const items = within(screen.getByTestId('job-list')).getAllByTestId('job-item');
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual(['Queued', 'Done']);
  });
});
