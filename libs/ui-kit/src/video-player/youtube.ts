/** YouTube IFrame Player API commands this player sends. */
export type YouTubeCommand = 'playVideo' | 'pauseVideo' | 'mute' | 'unMute';

/** The message the YouTube iframe expects through postMessage (requires `enablejsapi=1`). */
export function youTubeCommand(func: YouTubeCommand): string {
  return JSON.stringify({ event: 'command', func, args: [] });
}

/**
 * Adds the parameters for a muted, auto-playing, looping, chrome-less embed. Looping a single video needs
 * `playlist=<its id>`. The caller has already checked that `embedUrl` is a valid embed link; anything that
 * is not even a URL gives null.
 */
export function buildEmbedUrl(embedUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return null;
  }
  const id = url.pathname.split('/').filter(Boolean).pop() ?? '';
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('mute', '1');
  url.searchParams.set('loop', '1');
  url.searchParams.set('playlist', id);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('controls', '0');
  return url.toString();
}
