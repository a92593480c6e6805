import { z } from 'zod';

/**
 * What the panorama editor edits (issue 20): a plan's or hall's scenes, each with its image, its
 * initial view and its hotspots. The graph is judged whole, here and on the server: ids unique,
 * every scene a hotspot or the graph names exists. Which goods, albums, videos and documents a
 * hotspot names exist and are the merchant's is the server's to say (`contentTargets`).
 */

/** Spec §5 link check: an external link starts with http:, https:, mailto: or tel:. */
export const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/i;
export const isExternalLink = (text: string): boolean => EXTERNAL_LINK.test(text.trim());

export const SCENES_MAX = 200;
export const HOTSPOTS_PER_SCENE_MAX = 100;
export const HOTSPOT_ICONS = ['arrow', 'door', 'info', 'goods', 'media', 'link'] as const;
export const CONTENT_TARGETS = ['commodity', 'album', 'video', 'document'] as const;
export type ContentTarget = (typeof CONTENT_TARGETS)[number];

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'validation.sceneId' });

/** Where the viewer looks: yaw and pitch in degrees, the field of view too. */
export const viewSchema = z.strictObject({
  yaw: z.number().min(-180).max(180),
  pitch: z.number().min(-90).max(90),
  fov: z.number().min(30).max(120).default(90),
});

/**
 * Where a stored panorama's files are: `/files/panoramas/<owner>/<id>`, the owner a merchant's id or
 * `platform` (templates). Every file of it is named by convention under that folder
 * (`panoramaFiles`), so a scene never holds a foreign URL the viewer would fetch.
 */
export const PANORAMA_BASE = /^\/files\/panoramas\/(\d+|platform)\/[A-Za-z0-9_-]{1,64}$/;
const base = z.string().regex(PANORAMA_BASE, { error: 'validation.panoramaBase' });
const pixels = z.number().int().min(1).max(12_288);

/**
 * A scene's image as the import stored it (server/modules/plans/panorama-store.ts). A sphere keeps
 * 2K, 4K and 8K renditions (never wider than the original: `width` is the widest kept) and, when
 * the 8K level is a whole 8192×4096, its 512-px tiles; a cube keeps six square faces of `size`.
 */
export const sceneImageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sphere'), base, width: pixels, tiled: z.boolean().default(false) }),
  z.strictObject({ kind: z.literal('cube'), base, size: pixels }),
]);
export type SceneImage = z.infer<typeof sceneImageSchema>;

export const SPHERE_LEVELS = ['2k', '4k', '8k'] as const;
export type SphereLevel = (typeof SPHERE_LEVELS)[number];
export const CUBE_FACE_NAMES = ['front', 'back', 'left', 'right', 'up', 'down'] as const;
/** The tiles of the 8K level: 16 columns by 8 rows of 512 px. */
export const SPHERE_TILES = { width: 8192, columns: 16, rows: 8, size: 512 } as const;

/** The files of a stored panorama, by convention under its base. */
export const panoramaFiles = {
  level: (image: { base: string }, level: SphereLevel) => `${image.base}/${level}.jpg`,
  tile: (image: { base: string }, column: number, row: number) => `${image.base}/tiles/${row}_${column}.jpg`,
  face: (image: { base: string }, face: (typeof CUBE_FACE_NAMES)[number]) => `${image.base}/${face}.jpg`,
  /** The small picture lists and cards show. */
  thumbnail: (image: { base: string }) => `${image.base}/thumb.jpg`,
};

/** The owner folder of a base (a merchant's id, or 'platform'). */
export function panoramaOwner(image: { base: string }): string {
  return image.base.split('/')[3] ?? '';
}

const targetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scene'), scene: id }),
  // A hotspot to content opens nothing until the content is chosen (the editor starts it at 0).
  ...CONTENT_TARGETS.map((kind) => z.strictObject({ kind: z.literal(kind), id: z.number().int().positive({ error: 'validation.hotspotContent' }) })),
  z.strictObject({
    kind: z.literal('link'),
    url: z.string().trim().max(1000).refine(isExternalLink, { error: 'validation.externalLink' }),
  }),
] as [z.ZodObject, ...z.ZodObject[]]);

export const hotspotSchema = z.strictObject({
  id,
  yaw: z.number().min(-180).max(180),
  pitch: z.number().min(-90).max(90),
  icon: z.enum(HOTSPOT_ICONS).default('arrow'),
  title: z.string().trim().max(30).default(''),
  target: targetSchema,
});

export const sceneSchema = z.strictObject({
  id,
  name: z.string().trim().min(1).max(50),
  image: sceneImageSchema,
  initialView: viewSchema.default({ yaw: 0, pitch: 0, fov: 90 }),
  hotspots: z.array(hotspotSchema).max(HOTSPOTS_PER_SCENE_MAX).default([]),
});

/** A whole graph: scenes in order, the one the viewer opens on, and every reference inside it checked. */
export const sceneGraphSchema = z
  .strictObject({
    scenes: z.array(sceneSchema).min(1).max(SCENES_MAX),
    start: id,
  })
  .superRefine((graph, ctx) => {
    const scenes = new Set<string>();
    graph.scenes.forEach((scene, index) => {
      if (scenes.has(scene.id)) ctx.addIssue({ code: 'custom', path: ['scenes', index, 'id'], message: 'validation.duplicate' });
      scenes.add(scene.id);
    });
    if (!scenes.has(graph.start)) ctx.addIssue({ code: 'custom', path: ['start'], message: 'validation.noSuchScene' });
    graph.scenes.forEach((scene, index) => {
      const hotspots = new Set<string>();
      scene.hotspots.forEach((hotspot, spot) => {
        const path = ['scenes', index, 'hotspots', spot];
        if (hotspots.has(hotspot.id)) ctx.addIssue({ code: 'custom', path: [...path, 'id'], message: 'validation.duplicate' });
        hotspots.add(hotspot.id);
        const target = hotspot.target as { kind: string; scene?: string };
        if (target.kind === 'scene' && !scenes.has(target.scene!))
          ctx.addIssue({ code: 'custom', path: [...path, 'target', 'scene'], message: 'validation.noSuchScene' });
      });
    });
  });
export type SceneGraph = z.infer<typeof sceneGraphSchema>;

/** The content records a graph's hotspots name, by kind: what the server checks are the merchant's. */
export function contentTargets(graph: SceneGraph): Record<ContentTarget, number[]> {
  const found: Record<ContentTarget, Set<number>> = { commodity: new Set(), album: new Set(), video: new Set(), document: new Set() };
  for (const scene of graph.scenes)
    for (const hotspot of scene.hotspots) {
      const target = hotspot.target as { kind: string; id?: number };
      if ((CONTENT_TARGETS as readonly string[]).includes(target.kind)) found[target.kind as ContentTarget].add(target.id!);
    }
  return Object.fromEntries(CONTENT_TARGETS.map((kind) => [kind, [...found[kind]]])) as Record<ContentTarget, number[]>;
}
