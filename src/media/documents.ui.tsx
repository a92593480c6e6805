import { documents } from '../../resources/documents/documents.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { mediaUi } from './media-ui.ts';

/** The documents' browser extension (resources/documents/documents.resource.ts): the public library's share dialog. */
export const resourceUi = resourceUiFor(documents, mediaUi(documents));
