import { DownloadOutlined, FileExclamationOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { JOB_ROUTES, type Job, summaryText } from '../../resources/jobs/job.schema.ts';
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

/**
 * What came of the job, in the interface language of the moment (a language switch rewords it):
 * its summary's keys, else the server's wording (a plug-in's key whose texts this page has not
 * loaded, or an older job's text, kept as it was written).
 */
function summaryOf(job: Job, i18n: I18n): string {
  if (!job.summary?.length || !job.summary.every((part) => i18n.exists(part.key))) return job.message;
  return summaryText(job.summary, (key, params) => i18n.t(key, params));
}

/** One job of the centre: what, how far, what came of it, when. */
export function JobItem({ job, now }: { job: Job; now: number }) {
  const { t, i18n } = useTranslation();
  const percent = jobPercent(job);
  const summary = summaryOf(job, i18n);
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
      {summary && (
        <Typography.Text type={job.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {summary}
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
