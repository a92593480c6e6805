import type { MessageCatalogue } from '../../../resources/messages/en.ts';

/** photo-sphere-viewer's texts (its toolbar's titles, its notices): the `panoramaViewer` catalogue group's names. */
export const VIEWER_TEXTS = [
  'zoom',
  'zoomOut',
  'zoomIn',
  'moveUp',
  'moveDown',
  'moveLeft',
  'moveRight',
  'description',
  'download',
  'fullscreen',
  'loading',
  'menu',
  'close',
  'twoFingers',
  'ctrlZoom',
  'loadError',
  'webglError',
] as const satisfies readonly (keyof MessageCatalogue['panoramaViewer'])[];

/** The viewer's texts in one language (its `lang` option); a name left out keeps photo-sphere-viewer's English. */
export type ViewerTexts = Partial<Record<(typeof VIEWER_TEXTS)[number], string>>;
