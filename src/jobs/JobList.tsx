import { Empty, List, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Job } from '../../resources/jobs/job.schema.ts';
import { JobItem } from './JobItem.tsx';

/** The session's jobs, newest first, or why there is nothing to show. */
export function JobList({ jobs, loading, now }: { jobs: Job[]; loading: boolean; now: number }) {
  const { t } = useTranslation();
  if (loading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!jobs.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('jobs.empty')} />;
  return (
    <List
      size="small"
      dataSource={jobs}
      rowKey="id"
      renderItem={(job) => (
        <List.Item style={{ paddingInline: 0 }}>
          <JobItem job={job} now={now} />
        </List.Item>
      )}
    />
  );
}
