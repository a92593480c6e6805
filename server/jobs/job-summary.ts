import { type Job, summaryText } from '../../resources/jobs/job.schema.ts';
import { type Language, translate } from '../../resources/messages/index.ts';

/**
 * The job as `language`'s reader sees it: its summary worded in that language, whatever language
 * the job was started in. A job without a summary keeps the text it was given.
 */
export function inReaderLanguage(job: Job, language: Language): Job {
  if (!job.summary?.length) return job;
  return { ...job, message: summaryText(job.summary, (key, params) => translate(language, key, params)) };
}
