import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
// The app's pg type parsers (ids and counts as numbers): the rows must serialise as the app's do.
import '../server/db/database.ts';
import type { Waves } from './capture.ts';

/**
 * The bare baseline: Fastify and a pg pool of the app's size running the statements the engine was
 * captured running (bench/capture.ts), wave by wave as the engine ran them, and answering the rows
 * as JSON. No session, no validation, no serialisation schema, no logging: what the list would
 * cost with no framework or engine around its SQL.
 */
const sets = JSON.parse(readFileSync(process.env.BARE_STATEMENTS!, 'utf8')) as Record<string, Waves>;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const app = Fastify({ logger: false });

app.get('/bare/health', async () => ({ ok: true }));
app.get<{ Params: { set: string } }>('/bare/:set', async (request, reply) => {
  const waves = sets[request.params.set];
  if (!waves) return reply.code(404).send({ message: 'no such set' });
  const results: unknown[][] = [];
  for (const wave of waves) {
    const answers = await Promise.all(wave.map((statement) => pool.query(statement.sql, statement.parameters)));
    for (const answer of answers) results.push(answer.rows);
  }
  return { status_code: 200, message: 'ok', data: results };
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}
