/**
 * Starts the download of an app installer, after asking its server whether the file is there: a
 * plain link to a missing file (or a host that is down) would leave the user on a browser error
 * page, or with nothing at all, and no word of what failed (spec §8 "Download failed; download
 * app failed, retry."). Answers false when the file cannot be had.
 *
 * The question is a HEAD request: it moves no installer bytes. A download host on another origin
 * rarely answers CORS, so the question goes `no-cors` there: its answer is opaque (no status), and
 * only a host that cannot be reached at all counts as a failure.
 */
export async function startAppDownload(link: string, start: (link: string) => void = followLink): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(link, window.location.href);
  } catch {
    return false;
  }
  const sameOrigin = url.origin === window.location.origin;
  const answer = await fetch(url, { method: 'HEAD', cache: 'no-store', mode: sameOrigin ? 'same-origin' : 'no-cors' }).catch(() => undefined);
  if (!answer || (answer.type !== 'opaque' && !answer.ok)) return false;
  start(url.href);
  return true;
}

/** Follows the link as the browser does a download link: the page stays where it is. */
function followLink(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
