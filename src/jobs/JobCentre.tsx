import { CloudSyncOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Grid, Popover, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../resources/jobs/job.schema.ts';
import { RESOURCES } from '../../resources/index.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { canRunJobs } from './job-access.ts';
import { jobCentre } from './job-events.ts';
import { JobList } from './JobList.tsx';
import { useJobCentre } from './useJobCentre.ts';

/** Relative times ("3 min ago") move on while the centre is open. */
const CLOCK_TICK_MS = 30_000;

function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** The job centre in the top bar, for sessions that may export or import something. */
export function JobCentre() {
  const { routes, checker } = useRequiredSession();
  return canRunJobs(RESOURCES, routes, checker) ? <JobCentreButton /> : null;
}

/**
 * A button named "Job centre" whose badge counts running and queued jobs, opening the session's
 * jobs: a popover on wide screens, a drawer on phones (a popover there would run off the screen's
 * edge). On a phone the button is its icon, named by its label and a tooltip. The popover opens by
 * itself when the user queues an export (`jobCentre.exportQueued()`).
 */
export function JobCentreButton() {
  const { t } = useTranslation();
  const { open, setOpen, jobs, active, loading } = useJobCentre();
  const now = useClock(open);
  const wide = Grid.useBreakpoint().md ?? true;
  useEffect(() => (wide ? jobCentre.anchored() : undefined), [wide]);
  // A click on the button opens the centre and never closes it: a centre that opened by itself
  // must not be shut by the click meant to open it. A click elsewhere or Escape closes it.
  const clickedButton = useRef(false);
  const onOpenChange = (next: boolean) => {
    const keepOpen = clickedButton.current;
    clickedButton.current = false;
    setOpen(next || keepOpen);
  };
  // Opened by an export, the focus is still on the page: Escape there closes it too.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open, setOpen]);
  const title = t('jobs.title');
  const list = (
    <div data-testid="job-list" style={wide ? { width: 380, maxHeight: 420, overflowY: 'auto' } : undefined}>
      <JobList jobs={jobs} loading={loading} now={now} />
    </div>
  );
  const button = (
    <Badge count={active} size="small" offset={[-4, 4]}>
      {wide ? (
        <Button
          type="text"
          icon={<CloudSyncOutlined aria-hidden />}
          onClick={() => {
            clickedButton.current = true;
          }}
          aria-expanded={open}
          data-testid="job-centre"
        >
          {title}
        </Button>
      ) : (
        <Tooltip title={title}>
          <Button type="text" icon={<CloudSyncOutlined aria-hidden />} onClick={() => setOpen(true)} aria-label={title} data-testid="job-centre" />
        </Tooltip>
      )}
    </Badge>
  );
  if (!wide) {
    return (
      <>
        {button}
        <JobCentreDrawer open={open} onClose={() => setOpen(false)} jobs={jobs} loading={loading} />
      </>
    );
  }
  return (
    <Popover trigger="click" placement="bottomRight" title={title} content={list} open={open} onOpenChange={onOpenChange} destroyOnHidden>
      {button}
    </Popover>
  );
}

/** The session's jobs in a bottom drawer: the job centre on phones, where a popover would run off the screen. */
export function JobCentreDrawer({ open, onClose, jobs, loading }: { open: boolean; onClose: () => void; jobs: Job[]; loading: boolean }) {
  const { t } = useTranslation();
  const now = useClock(open);
  return (
    <Drawer open={open} onClose={onClose} title={t('jobs.title')} placement="bottom" height="70vh" destroyOnHidden>
      <div data-testid="job-list">
        <JobList jobs={jobs} loading={loading} now={now} />
      </div>
    </Drawer>
  );
}
