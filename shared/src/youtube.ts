/**
 * YouTube links in the gallery: a video item stores only the video's id, and the site embeds it
 * from youtube-nocookie.com once a visitor asks (seed: an admin pastes the link they copied).
 */

/** What a stored video id looks like: 11 characters of YouTube's URL-safe alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The hosts a shared or copied YouTube link comes from; anything else is refused. */
const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const SHORT_HOST = "youtu.be";
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
/** Paths whose next segment is the id: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(["shorts", "embed", "live", "v"]);

/**
 * The 11-character id of the video a YouTube link names (youtu.be/ID, youtube.com/watch?v=ID,
 * /shorts/ID, /embed/ID, /live/ID, on the www., m. and music. hosts, with or without the
 * scheme and extra parameters); null for anything else, look-alike hosts included.
 */
export function youtubeVideoId(link: string): string | null {
  const text = link.trim();
  if (text === "" || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "" || url.port !== "") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  let id: string | null | undefined = null;
  if (host === SHORT_HOST) {
    id = segments.length === 1 ? segments[0] : null;
  } else if (WATCH_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === "watch" && segments.length === 1 && !NOCOOKIE_HOSTS.has(host))
      id = url.searchParams.get("v");
    else if (first !== undefined && ID_PATHS.has(first) && segments.length === 2) id = second;
  }
  return id !== undefined && id !== null && YOUTUBE_ID.test(id) ? id : null;
}

/** The player, privacy-enhanced: YouTube sets no cookie until the video plays. */
export const youtubeEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
