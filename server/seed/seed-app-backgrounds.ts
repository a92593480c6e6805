import type { AppBackgroundKind } from '../../resources/apps/app-backgrounds.schema.ts';
import type { Db } from '../db/database.ts';
import { systemScopeFor } from '../tenancy/scope.ts';
import { tenantTable } from '../tenancy/tenant-query.ts';
import { demoFileUrl } from './demo-media.ts';

/**
 * The living merchant's background library (issue 38): two PC backgrounds at 1920×1080, a mobile
 * one at 1080×1920 (demo-files.ts sizes `background-pc-*` and `background-mobile-*` so) and the
 * showroom tour video its videos already hold. The files are made at start like every demo file.
 */
export const DEMO_APP_BACKGROUNDS: readonly { kind: AppBackgroundKind; file: string; name: string }[] = [
  { kind: 'image', file: 'background-pc-lounge.jpg', name: 'Lounge (PC)' },
  { kind: 'image', file: 'background-mobile-lounge.jpg', name: 'Lounge (mobile)' },
  { kind: 'image', file: 'background-pc-studio.jpg', name: 'Studio (PC)' },
  { kind: 'video', file: 'showroom-tour.mp4', name: 'Showroom tour' },
];

/** Second Home's one background: another merchant's library, which no one of Demo Living may touch. */
const SECOND_APP_BACKGROUNDS: typeof DEMO_APP_BACKGROUNDS = [{ kind: 'image', file: 'background-pc-second.jpg', name: 'Shop front (PC)' }];

export async function seedAppBackgroundsDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [key, backgrounds] of [
    ['living', DEMO_APP_BACKGROUNDS],
    ['second', SECOND_APP_BACKGROUNDS],
  ] as const) {
    const merchantId = merchantIds.get(key);
    if (merchantId === undefined) continue;
    await tenantTable(trx, 'app_backgrounds', systemScopeFor(merchantId))
      .insertInto(backgrounds.map(({ kind, file, name }) => ({ kind, url: demoFileUrl(file), name })))
      .execute();
  }
}
