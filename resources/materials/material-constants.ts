import { UPLOAD_KINDS, type UploadKind } from '../uploads/upload-kinds.ts';

/** The material rules of spec §5 and §9, and the decisions made where the spec is silent. */

const MB = 1_048_576;

/** The two material libraries and their pages (their permission pages too, ACCESS.md). */
export const MATERIAL_AREAS = ['center', 'pan'] as const;
export type MaterialArea = (typeof MATERIAL_AREAS)[number];
export const MATERIAL_AREA_PAGES: Record<MaterialArea, string> = {
  center: '/content/materialCenter',
  pan: '/content/panMaterial',
};

/** Spec §3 "Material": folder, image, video, audio, file; plus speech synthesis. */
export const MATERIAL_KINDS = ['folder', 'image', 'video', 'audio', 'file', 'speech'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
/** The kinds that are an uploaded file (a URL with a size counted against the capacity). */
export const UPLOADED_KINDS = ['image', 'video', 'audio', 'file'] as const;
export type UploadedKind = (typeof UPLOADED_KINDS)[number];

/** The upload kind each uploaded material arrives as (its limits and formats, spec §9). */
export const MATERIAL_UPLOAD_KINDS = { image: 'image', video: 'video', audio: 'audio', file: 'document' } as const satisfies Record<UploadedKind, UploadKind>;

/** Spec §9 upload limits per kind (material images 20 MB, video 100 MB, audio 20 MB, files 100 MB), from their one home. */
export const MATERIAL_MAX_BYTES = Object.fromEntries(UPLOADED_KINDS.map((kind) => [kind, UPLOAD_KINDS[MATERIAL_UPLOAD_KINDS[kind]].maxBytes])) as Record<
  UploadedKind,
  number
>;
export const BYTES_PER_MB = MB;

/** Spec §5 and §9: folders nest at most 10 levels (a root-level folder is level 1). */
export const FOLDER_MAX_DEPTH = 10;

/** Material (file) names: spec silent; long enough for the uploaded file names they usually are. */
export const MATERIAL_NAME_MAX_LENGTH = 100;

/** Spec §3 speech synthesis: voice types (the spec lists none; these are what browsers offer). */
export const VOICE_TYPES = ['female', 'male'] as const;
/** Spec §9: what the browser reads aloud as a preview is at most 100 characters. */
export const SPEECH_PREVIEW_MAX_LENGTH = 100;
/**
 * A stored speech text may be longer than its preview (the spec limits only the preview): up to
 * 1000 characters, a few minutes of speech, so one material cannot grow into a document.
 */
export const SPEECH_CONTENT_MAX_LENGTH = 1000;
export const SPEECH_SPEED = { min: 0.5, max: 2, default: 1 } as const;
export const SPEECH_VOLUME = { min: 0, max: 100, default: 50 } as const;
