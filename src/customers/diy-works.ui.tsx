import { diyWorks } from '../../resources/diy-works/diy-works.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { DiyPictureCell } from './DiyPictureCell.tsx';

/** The DIY works' browser extension (resources/diy-works/diy-works.resource.ts): the picture is a thumbnail that previews on click. */
export const resourceUi = resourceUiFor(diyWorks, { cells: { picture: DiyPictureCell } });
