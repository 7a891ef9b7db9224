import { truncate } from "@padukuhan/shared/format";
import { SHARE_SIZE, SHARE_TYPE, shareImageUrl } from "@padukuhan/shared/images";
import type { SiteChrome } from "@padukuhan/shared/site";

/** What a page tells search engines and link previews (WhatsApp, Facebook, Twitter). */
export interface PageMeta {
  /** The page's title and the village's name, whole: link previews show it on two lines. */
  title: string;
  /** The same for `<title>`, cut to what a search result shows (`documentTitle`). */
  documentTitle: string;
  description: string;
  /** Path or absolute URL; made absolute before it reaches the HTML. */
  image: string;
  /** What the image shows, for previews read aloud (`og:image:alt`, `twitter:image:alt`). */
  imageAlt: string;
  /** The image's type when its URL tells (`og:image:type`); null leaves it to the preview. */
  imageType: string | null;
  /** Its pixel size, only for a link-preview copy (SHARE_SIZE); null leaves it to the preview. */
  imageSize: { width: number; height: number } | null;
  type: "website" | "article";
}

/** A page's description, as it is or written around the village's name. */
type Description = string | ((villageName: string) => string);
const describe = (description: Description, villageName: string) =>
  typeof description === "function" ? description(villageName) : description;

/** A page's own part of its head; the village's name, description and picture fill the rest. */
export interface MetaParts {
  /** Without the village's name; none for the home page, which is titled by the name alone. */
  title?: string;
  /** Its own text, or one written around the village's name; the village's description otherwise. */
  description?: Description;
  /** The page's own image (article, UMKM, event); the first slide's otherwise. */
  image?: string;
  /** What the page's own image shows; its title (without the village's name) otherwise. */
  imageAlt?: string;
  type?: PageMeta["type"];
}

export const pageMeta = (title: string, overrides: Omit<MetaParts, "title"> = {}): MetaParts => ({
  title,
  ...overrides,
});

/**
 * A list's part of its head: its category, search and page in the title and description, so
 * that every address with its own canonical URL has its own title and description as well
 * ('Artikel: Berita - Halaman 2'). Without `params` (data not read) the list's plain one.
 */
export function listMeta(
  title: string,
  description: Description,
  params?: { q: string; kategori?: string; halaman: number },
): MetaParts {
  if (!params) return pageMeta(title, { description });
  const { q, kategori, halaman } = params;
  const search = q && `Pencarian "${q}"`;
  const page = halaman > 1 ? `Halaman ${halaman}` : "";
  const named = [kategori ? `${title}: ${kategori}` : title, search, page].filter(Boolean).join(" - ");
  // The qualifiers first: the description is cut at 160 characters.
  const which = [kategori && `Kategori ${kategori}`, search, page].filter(Boolean).join(", ");
  return pageMeta(named, {
    description: which ? (villageName) => `${which}. ${describe(description, villageName)}` : description,
  });
}

/** The longest `<title>` a search result shows whole; beyond it they cut it themselves. */
export const TITLE_MAX_LENGTH = 70;

/**
 * The page's title and the village's name in at most TITLE_MAX_LENGTH characters: a longer page
 * title is cut and ends in '…', the village's name stays whole at the end (unless it alone is
 * that long).
 */
export function documentTitle(title: string | undefined, villageName: string): string {
  const whole = title ? `${title} | ${villageName}` : villageName;
  if (whole.length <= TITLE_MAX_LENGTH) return whole;
  const cut = (text: string, length: number) => `${text.slice(0, length - 1).trimEnd()}…`;
  const room = TITLE_MAX_LENGTH - ` | ${villageName}`.length;
  return title && room >= 20 ? `${cut(title, room)} | ${villageName}` : cut(whole, TITLE_MAX_LENGTH);
}

/** The type an image URL's extension names, or null (an imported URL may name none). */
function imageTypeOf(url: string): string | null {
  const extension = /\.(jpe?g|png|gif|webp|svg)$/i.exec(url.split(/[?#]/)[0] ?? "")?.[1]?.toLowerCase();
  if (!extension) return null;
  return extension === "svg" ? "image/svg+xml" : `image/${extension === "jpg" ? "jpeg" : extension}`;
}

export function resolveMeta(parts: MetaParts, site: SiteChrome): PageMeta {
  const name = site.identity.villageName;
  const picture = parts.image ?? site.shareImage;
  // The 1200×630 copy when the image has one (an upload with copies, a sample image): the size
  // a large preview needs, as a JPEG every chat app shows. Otherwise the image as it is.
  const share = shareImageUrl(picture);
  const image = share ?? picture ?? "/favicon.svg";
  return {
    title: parts.title ? `${parts.title} | ${name}` : name,
    documentTitle: documentTitle(parts.title, name),
    description: truncate(
      describe(parts.description ?? site.identity.description, name)
        .replace(/\s+/g, " ")
        .trim(),
      160,
    ),
    image,
    imageAlt: parts.image ? (parts.imageAlt ?? parts.title ?? name) : (site.shareImageAlt ?? name),
    imageType: share ? SHARE_TYPE : imageTypeOf(image),
    imageSize: share ? { ...SHARE_SIZE } : null,
    type: parts.type ?? "website",
  };
}
