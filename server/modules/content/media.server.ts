import { albums } from '../../../resources/albums/albums.resource.ts';
import { documents } from '../../../resources/documents/documents.resource.ts';
import { videos } from '../../../resources/videos/videos.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { storeChoices } from '../accounts/account-choices.ts';
import { shareAction, unshareAction } from './public-library.ts';

/** The public library of one media resource: the share actions of goods and plans, and the stores partial visibility picks from. */
const mediaParts = { actions: { share: shareAction, unshare: unshareAction }, choices: { visible_store_ids: storeChoices } };

/**
 * The server side of albums, videos and documents (resources/media/media-fields.ts): spec §4's
 * public library, shared to all, to some of the merchant's stores, or taken back, as goods are.
 */
export const mediaServer = [entityPlugin(albums, mediaParts), entityPlugin(videos, mediaParts), entityPlugin(documents, mediaParts)];
