import { useCustom } from '@refinedev/core';
import { useEffect, useState } from 'react';

/** Draws a view's mini-program code (server/modules/shops/shop-links.routes.ts): a PNG, or JSON when it failed. */
export const VIEW_CODE_PATH = '/api/wechat/mini/getwxacodeunlimit';

/**
 * A published view's mini-program code as an image URL the page can show and download. The call
 * is on spec §8's silent list: any failure, a JSON answer in place of the image above all (its
 * reason may be empty), is the caller's to word ("Export QR code failed; try later").
 * A guide's `share` rides on the code's URL when the server draws the code itself.
 */
export function useViewCode(viewuuid: string, share: string | undefined, enabled: boolean) {
  const { query } = useCustom({
    url: VIEW_CODE_PATH,
    method: 'post',
    config: { payload: { viewuuid, ...(share && { share }) } },
    meta: { silent: true, binary: true },
    queryOptions: { enabled, retry: false },
    successNotification: false,
    errorNotification: false,
  });
  // The binary call answers a Blob (providers/data-provider.ts `binary`); refine types every answer as a record.
  const answer = query.data?.data as unknown;
  const image = answer instanceof Blob && answer.type.startsWith('image/') ? answer : null;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) return setUrl(null);
    const objectUrl = URL.createObjectURL(image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image]);
  return {
    url,
    loading: query.isFetching,
    failed: query.isError || (query.isSuccess && !image),
    retry: () => void query.refetch(),
  };
}
