import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILES_PATH, THUMBNAIL_SIZES } from '../../../resources/uploads/upload-kinds.ts';
import { fitWithin, readImageInfo } from '../../storage/image-files.ts';
import { type ByteRange, type FileStorage, isSafeKey } from '../../storage/storage.ts';

const INLINE_TYPES = /^(image|video|audio)\//;
const THUMBNAIL = /^imageView2\/2\/w\/(\d+)\/h\/(\d+)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `bytes=<start>-<end>` of a Range header, clamped to the object; undefined when absent or unusable. */
function rangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** A whole stored object in memory, with its type (images being measured or resized). */
async function readAll(storage: FileStorage, key: string): Promise<{ content: Buffer; contentType: string } | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return { content: Buffer.concat(chunks), contentType: object.contentType };
}

/**
 * Serves stored files like the storage service's domain does (spec §7): the file itself (with
 * byte ranges, for video), `?imageInfo` and `?imageView2/2/w/<n>/h/<n>` thumbnails of the sizes
 * the app uses (made once, then kept beside the original). Keys are unguessable, so no session is
 * asked, as with a CDN; anything but images, video and audio is sent as an attachment.
 */
export function filesRoutes(app: FastifyInstance, { storage }: { storage: FileStorage }): void {
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

  app.route({
    method: 'GET',
    url: `${FILES_PATH}/*`,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply) => {
      const key = decodeURIComponent((request.params as { '*': string })['*']);
      if (!isSafeKey(key) || key.startsWith('derived/')) return notFound(reply);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      reply.header('x-content-type-options', 'nosniff');

      if (query === 'imageInfo') {
        const original = await readAll(storage, key);
        const info = original && (await readImageInfo(original.content));
        if (!original || !info) return notFound(reply);
        return reply.type('application/json; charset=utf-8').send({ ...info, size: original.content.length });
      }
      const thumbnail = THUMBNAIL.exec(query);
      if (thumbnail) {
        const size = Number(thumbnail[1]);
        if (thumbnail[1] !== thumbnail[2] || !(THUMBNAIL_SIZES as readonly number[]).includes(size)) return notFound(reply);
        const derivedKey = `derived/${size}/${key}`;
        // Made once, then kept beside the original: one storage read when it exists.
        let derived = await readAll(storage, derivedKey);
        if (!derived) {
          const original = await readAll(storage, key);
          if (!original || !(await readImageInfo(original.content))) return notFound(reply);
          derived = await fitWithin(original.content, size);
          await storage.putBuffer(derivedKey, derived.content, derived.contentType);
        }
        return reply.type(derived.contentType).header('cache-control', IMMUTABLE).send(derived.content);
      }

      const head = await storage.head(key);
      if (!head) return notFound(reply);
      const range = rangeOf(request.headers.range, head.size);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${head.size}`).send();
      const object = await storage.get(key, range);
      if (!object) return notFound(reply);
      reply.type(object.contentType).header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes').header('content-length', object.length);
      if (!INLINE_TYPES.test(object.contentType)) reply.header('content-disposition', 'attachment');
      if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      return reply.send(object.body);
    },
  });
}
