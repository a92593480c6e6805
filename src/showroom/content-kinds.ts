import type { ShowroomContent } from '../../resources/apps/showroom.schema.ts';
import type { EventSubject } from './stats-recorder.ts';

/** The kinds of content a showroom shows, in the order its tabs and sections take. */
export const CONTENT_KINDS = ['plans', 'halls', 'goods', 'albums', 'videos', 'documents', 'coupons', 'activities'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export type PlanItem = ShowroomContent['plans'][number];
export type GoodsItem = ShowroomContent['goods'][number];
export type AlbumItem = ShowroomContent['albums'][number];
export type VideoItem = ShowroomContent['videos'][number];
export type DocumentItem = ShowroomContent['documents'][number];
export type CouponItem = ShowroomContent['coupons'][number];
export type ActivityItem = ShowroomContent['activities'][number];

/** What opens over the page: a plan or hall in the 360° viewer, or a piece of content. */
export type Opened =
  | { kind: 'plan'; item: PlanItem }
  | { kind: 'goods'; item: GoodsItem }
  | { kind: 'album'; item: AlbumItem }
  | { kind: 'video'; item: VideoItem };

/** The kinds that have something to show. */
export function shownKinds(content: ShowroomContent): ContentKind[] {
  return CONTENT_KINDS.filter((kind) => content[kind].length > 0);
}

/** The statistics subject of a piece of content (spec §3's log columns). */
export function subjectOf(kind: Opened['kind'] | 'document', id: number): EventSubject {
  switch (kind) {
    case 'plan':
      return { plan_id: id };
    case 'goods':
      return { commodity_id: id };
    case 'album':
      return { album_id: id };
    case 'video':
      return { video_id: id };
    case 'document':
      return { document_id: id };
  }
}
