import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationBus } from '../bus/notification-bus.ts';
import type { Db } from '../db/database.ts';
import type { ScheduledRun } from '../engine/entity-plugin.ts';
import type { PluginSet } from '../engine/plugin-set.ts';
import type { Env } from '../env.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { ExportFiles } from './export.job.ts';
import { type JobQueue, startJobQueue } from './queue.ts';
import { scheduleJobs } from './scheduled-jobs.ts';
import { workJob } from './worker.ts';

/**
 * The app's handle on the queue. An instance with the worker on starts pg-boss at boot (queued
 * jobs of a previous run resume) and serves the plug-ins' scheduled jobs; one without starts it
 * on the first job it queues.
 */
export class JobRunner {
  private queue: Promise<JobQueue> | null = null;
  /** Aborted by `stop`: running jobs that can stop half-way give up and go back to the queue. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    /** The app's settings: actions and jobs configure their adapters from them. */
    readonly env: Env,
    private readonly log: FastifyBaseLogger,
    /** The served resources, job kinds and scheduled jobs (plugin-set.ts). */
    readonly plugins: PluginSet,
    /** Where exports are kept (and downloaded from, jobs.routes.ts). */
    readonly storage: FileStorage,
    private readonly bus: Pick<NotificationBus, 'publish'>,
  ) {}

  /** Exports grow in `<DATA_DIR>/tmp/exports` (beside the local storage: moving one in is a rename). */
  private get files(): ExportFiles {
    return { storage: this.storage, tempDir: path.join(this.env.DATA_DIR, 'tmp', 'exports') };
  }

  /** What a scheduled job runs with. */
  private get scheduledRun(): ScheduledRun {
    return { db: this.db, env: this.env, log: this.log, bus: this.bus, resources: this.plugins.resources };
  }

  start(): Promise<JobQueue> {
    const { scheduledJobs } = this.plugins;
    this.queue ??= startJobQueue(this.db, {
      pollSeconds: this.env.JOB_POLL_SECONDS,
      scheduleCheckSeconds: this.env.JOB_SCHEDULE_CHECK_SECONDS,
      work: this.env.JOB_WORKER
        ? (jobId) =>
            workJob(this.db, jobId, this.log, this.plugins, this.files, { signal: this.stopping.signal, env: this.env, enqueue: (id) => this.enqueue(id) })
        : undefined,
      scheduled:
        this.env.JOB_WORKER && scheduledJobs.length
          ? (boss) => scheduleJobs(boss, scheduledJobs, this.scheduledRun, this.env.JOB_SCHEDULE_CHECK_SECONDS)
          : undefined,
    }).catch((error: unknown) => {
      // The database may be down at boot: the next job queued tries again.
      this.queue = null;
      throw error;
    });
    return this.queue;
  }

  /** Starts the worker at boot without failing the boot (health stays answerable without a database). */
  async startInBackground(): Promise<void> {
    await this.start().catch((error: unknown) => this.log.error({ err: error }, 'the job queue could not start; it will retry with the next job'));
  }

  async enqueue(jobId: number): Promise<void> {
    await (await this.start()).enqueue(jobId);
  }

  /** Runs a scheduled job now, as its schedule would (an operator's "run now", and the tests). */
  async runScheduled(name: string): Promise<void> {
    const job = this.plugins.scheduledJobs.find((scheduled) => scheduled.name === name);
    if (!job) throw new Error(`no scheduled job ${name}`);
    await job.run(this.scheduledRun);
  }

  /** Stops taking jobs, interrupts the running ones that can be (they go back to the queue), then stops the queue. */
  async stop(): Promise<void> {
    if (!this.queue) return;
    const queue = await this.queue;
    const stopped = queue.stop();
    this.stopping.abort();
    await stopped;
  }
}
