import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { IMPORT_MAX_BYTES } from '../../resources/constants.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { exportMatchingSchema, exportSelectedSchema, JOB_ROUTES, jobPaths, jobSchema, XLSX_MEDIA_TYPE } from '../../resources/jobs/job.schema.ts';
import type { RouteDeps } from '../engine/entity-plugin.ts';
import { listQuerySchema, toListQuery } from '../engine/list-query.ts';
import { assertFilteredChoices } from '../engine/choice-routes.ts';
import { idParams, type RequestCaller, requestScope } from '../engine/request-context.ts';
import { invalid } from '../http/app-error.ts';
import { addRoute } from '../http/route.ts';
import { assertAllVisible, jobCentre, jobFile, jobOf, type JobStarter, startResourceJob } from './jobs.service.ts';
import { buildImportTemplate } from './template.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The columns an export may hold: the record's fields (not JSON blobs), its id, timestamps and tags. */
export function exportableColumns(resource: ResourceDefinition): string[] {
  return [
    'id',
    ...resource.fieldList.filter((f) => f.kind !== 'json' && !f.hidden).map((f) => f.name),
    ...(resource.tagArea ? ['tags'] : []),
    'created_at',
    'updated_at',
  ];
}

/**
 * An export's `columns` as an enum of the resource's exportable columns, so the OpenAPI document
 * lists them and a wrong one is refused by validation like any other field.
 */
function columnsSchema(resource: ResourceDefinition) {
  return z
    .array(z.enum(exportableColumns(resource) as [string, ...string[]], { error: 'validation.invalidValue' }))
    .min(1)
    .max(100);
}

/** Who starts a job: the request's account, scope and reader's language. */
const starterOf = (request: RequestCaller & Pick<FastifyRequest, 'language'>): JobStarter => ({
  accountId: request.session!.accountId,
  scope: requestScope(request),
  language: request.language,
});

function sendXlsx(reply: FastifyReply, name: string, content: Buffer | Readable) {
  return reply
    .type(XLSX_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(content);
}

/** Export and import routes of every exportable / importable resource, and the job centre's routes. */
export function jobRoutes(app: FastifyInstance, { db, jobs: runner, resources }: Pick<RouteDeps, 'db' | 'jobs' | 'resources'>): void {
  for (const resource of resources) {
    const paths = jobPaths(resource.path);
    const tags = [resource.name];
    if (resource.export) {
      addRoute(app, {
        method: 'POST',
        url: paths.exportSelected,
        access: { page: resource.route, action: 'export' },
        summary: `Export the selected ${resource.name} records (the chosen columns) to xlsx, as a job`,
        tags,
        body: exportSelectedSchema.extend({ columns: columnsSchema(resource) }),
        response: jobSchema,
        handler: async (request) => {
          await assertAllVisible(db, resource, requestScope(request), request.body.ids);
          return startResourceJob(db, runner, starterOf(request), resource, 'export', { ids: request.body.ids, columns: request.body.columns });
        },
      });
      addRoute(app, {
        method: 'POST',
        url: paths.exportMatching,
        access: { page: resource.route, action: 'export' },
        summary: `Export every ${resource.name} record the list's filters match to xlsx, as a job`,
        tags,
        querystring: listQuerySchema(resource),
        body: exportMatchingSchema.extend({ columns: columnsSchema(resource) }),
        response: jobSchema,
        handler: async (request) => {
          const { page: _page, pageSize: _size, ...query } = request.query;
          // A filter naming another merchant's store (say) is a 404, as on the list itself.
          await assertFilteredChoices(db, resource, request, toListQuery(resource, request.query));
          return startResourceJob(db, runner, starterOf(request), resource, 'export', { query, columns: request.body.columns });
        },
      });
    }
    if (resource.import) {
      app.route({
        method: 'GET',
        url: paths.importTemplate,
        config: { access: { page: resource.route, action: 'import' } },
        schema: { summary: `The xlsx import template of ${resource.name}`, tags, 'x-download': 'xlsx' } as FastifySchema,
        handler: async (request, reply) => sendXlsx(reply, `${resource.name}-template.xlsx`, await buildImportTemplate(resource, request.language)),
      });
      // Only the upload route parses multipart: every other route keeps answering 415 to it.
      void app.register(async (uploads) => {
        const maxBytes = resource.import?.maxBytes ?? IMPORT_MAX_BYTES;
        await uploads.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });
        addRoute(uploads, {
          method: 'POST',
          url: paths.import,
          access: { page: resource.route, action: 'import' },
          summary: `Import ${resource.name} records from an xlsx made from the template (multipart field "file"), as a job`,
          tags,
          response: jobSchema,
          handler: async (request) => {
            const file = request.isMultipart() ? await request.file({ limits: { fileSize: maxBytes, files: 1 } }) : undefined;
            if (!file) throw invalid({ file: ['jobs.missingFile'] });
            const content = await file.toBuffer();
            if (!content.subarray(0, 4).equals(ZIP_MAGIC)) throw invalid({ file: ['jobs.badFile'] });
            return startResourceJob(db, runner, starterOf(request), resource, 'import', {}, content);
          },
        });
      });
    }
  }

  addRoute(app, {
    method: 'GET',
    url: JOB_ROUTES.list,
    access: 'session',
    summary: 'The job centre: your latest export and import jobs, newest first',
    tags: ['jobs'],
    response: z.object({ list: z.array(jobSchema) }),
    handler: async (request) => ({ list: await jobCentre(db, request.session!.accountId, request.language) }),
  });
  addRoute(app, {
    method: 'GET',
    url: '/api/jobs/:id',
    access: 'session',
    summary: 'One of your jobs',
    tags: ['jobs'],
    params: idParams,
    response: jobSchema,
    handler: async (request) => jobOf(db, request.session!.accountId, request.params.id, request.language),
  });
  app.route({
    method: 'GET',
    url: '/api/jobs/:id/file',
    config: { access: 'session' },
    schema: {
      summary: "Download a job's file: the export, or an import's error report",
      tags: ['jobs'],
      params: idParams,
      'x-download': 'xlsx',
    } as FastifySchema,
    handler: async (request, reply) => {
      const file = await jobFile(db, runner.storage, request.session!.accountId, (request.params as { id: number }).id);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return sendXlsx(reply, file.name, file.content);
    },
  });
}
