import { DownloadOutlined, FileExclamationOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { JOB_ROUTES, type Job } from '../../resources/jobs/job.schema.ts';
import { dateLocale } from '../i18n/i18n.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { JOB_STATUS_COLORS, jobFileAction, jobPercent } from './job-status.ts';

/** Spec §9 relative time in the interface language. */
function relativeText(t: TFunction, language: string, time: string, now: number): string {
  const relative = relativeTime(time, now);
  if (relative.key === 'time.date') return relative.date.toLocaleString(dateLocale(language));
  return t(relative.key, 'count' in relative ? { count: relative.count } : {});
}

/** The job's file as a plain link: same origin, so the browser sends the session cookie. */
function JobFileButton({ job }: { job: Job }) {
  const { t } = useTranslation();
  const action = jobFileAction(job);
  if (!action) return null;
  return (
    <Button
      size="small"
      type="link"
      href={JOB_ROUTES.file(job.id)}
      download={job.file_name ?? ''}
      icon={action === 'download' ? <DownloadOutlined /> : <FileExclamationOutlined />}
      danger={action === 'errorReport'}
      data-testid={`job-${action}`}
    >
      {t(`jobs.${action}`)}
    </Button>
  );
}

/**
 * What the job is: the engine's export and import by their own words; a kind a plug-in adds
 * (plan import, offline package...) by the entity's texts (`resources.<name>.jobs.<kind>`), else its name.
 */
function jobTitle(job: Job, t: TFunction): string {
  const resource = t(`resources.${job.resource}.title`, { defaultValue: job.resource });
  if (job.kind === 'export' || job.kind === 'import') return t(`jobs.${job.kind}`, { resource });
  return t(`resources.${job.resource}.jobs.${job.kind}`, { resource, defaultValue: `${job.kind}: ${resource}` });
}

/** One job of the centre: what, how far, what came of it, when. */
export function JobItem({ job, now }: { job: Job; now: number }) {
  const { t, i18n } = useTranslation();
  const percent = jobPercent(job);
  return (
    <Flex vertical gap={2} style={{ width: '100%' }} data-testid="job-item">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong ellipsis>
          {jobTitle(job, t)}
        </Typography.Text>
        <Tag color={JOB_STATUS_COLORS[job.status]} style={{ marginInlineEnd: 0 }}>
          {t(`jobs.${job.status}`)}
        </Tag>
      </Flex>
      {/* A queued job has done nothing yet: its tag says so, an empty bar would add nothing. */}
      {job.status === 'running' && (
        <Progress size="small" percent={percent ?? 0} status="active" format={() => (job.total ? `${job.progress} / ${job.total}` : `${job.progress}`)} />
      )}
      {job.message && (
        <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {job.message}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {relativeText(t, i18n.language, job.finished_at ?? job.created_at, now)}
        </Typography.Text>
        <JobFileButton job={job} />
      </Flex>
    </Flex>
  );
}
