import { albums } from '../../resources/albums/albums.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { mediaUi } from './media-ui.ts';

/** The albums' browser extension (resources/albums/albums.resource.ts): the public library's share dialog. */
export const resourceUi = resourceUiFor(albums, mediaUi(albums));
