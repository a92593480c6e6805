import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoFileUrl } from './demo-media.ts';

/**
 * Demo system resources: files the demo's media already use (so they exist in the storage), offered
 * to all merchants, one to Demo Living only, and one disabled (which no merchant sees).
 */
export async function seedSystemResourcesDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  const living = merchantIds.get('living')!;
  const rows = [
    { name: 'Spring catalogue', kind: 'document', file: 'spring-catalogue.pdf', file_name: 'Spring catalogue.pdf', size: 640_000, merchants: null },
    { name: 'Showroom tour', kind: 'video', file: 'showroom-tour.mp4', file_name: 'Showroom tour.mp4', size: 115_000, merchants: null },
    { name: 'Living room set', kind: 'image', file: 'living-room-1.jpg', file_name: 'living-room-1.jpg', size: 1_800_000, merchants: [living] },
    { name: 'Old jingle', kind: 'audio', file: 'jingle.mp3', file_name: 'jingle.mp3', size: 2_300_000, merchants: null, enabled: false },
  ];
  for (const row of rows) {
    await sql`insert into system_resources (name, kind, file, file_name, size, audience, merchant_ids, enabled, description)
      values (${row.name}, ${row.kind}, ${demoFileUrl(row.file)}, ${row.file_name}, ${row.size}, ${row.merchants ? 'chosen' : 'all'},
        ${row.merchants ?? []}::bigint[], ${row.enabled ?? true}, '')`.execute(trx);
  }
}
