import type { CustomWidget } from '../engine/custom-widgets.tsx';
import { MediaThumb } from './MediaThumb.tsx';

/** A file name of each document type, for the icon MediaThumb picks by extension. */
const SAMPLE_FILE: Record<string, string> = { pdf: 'document.pdf', word: 'document.docx', ppt: 'document.pptx' };

/**
 * Display-only widgets of media fields. `file-type-icon`: a document without a cover shows the
 * default cover of its file type (spec §3), the type's icon.
 */
export const mediaWidgets: Record<string, CustomWidget> = {
  'file-type-icon': {
    Display: ({ value, full }) => <MediaThumb url={SAMPLE_FILE[String(value)] ?? 'document'} size={full ? 72 : 36} preview={false} />,
  },
};
