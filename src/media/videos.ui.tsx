import { videos } from '../../resources/videos/videos.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { mediaUi } from './media-ui.ts';

/** The videos' browser extension (resources/videos/videos.resource.ts): the public library's share dialog. */
export const resourceUi = resourceUiFor(videos, mediaUi(videos));
