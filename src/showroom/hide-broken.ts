import type { SyntheticEvent } from 'react';

/** An image that fails to load (a file since removed) takes no room and shows no broken-image mark. */
export function hideBroken(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.hidden = true;
}
