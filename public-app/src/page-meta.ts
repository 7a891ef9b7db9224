import { truncate } from "@padukuhan/shared/format";
import type { SiteChrome } from "@padukuhan/shared/site";

/** What a page tells search engines and link previews (WhatsApp, Facebook, Twitter). */
export interface PageMeta {
  title: string;
  description: string;
  /** Path or absolute URL; made absolute before it reaches the HTML. */
  image: string;
  type: "website" | "article";
}

/** A page's own part of its head; the village's name, description and picture fill the rest. */
export interface MetaParts {
  /** Without the village's name; none for the home page, which is titled by the name alone. */
  title?: string;
  description?: string;
  image?: string;
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
  description: string,
  params?: { q: string; kategori?: string; halaman: number },
): MetaParts {
  if (!params) return pageMeta(title, { description });
  const { q, kategori, halaman } = params;
  const search = q && `Pencarian "${q}"`;
  const page = halaman > 1 ? `Halaman ${halaman}` : "";
  const named = [kategori ? `${title}: ${kategori}` : title, search, page].filter(Boolean).join(" - ");
  // The qualifiers first: the description is cut at 160 characters.
  const which = [kategori && `Kategori ${kategori}`, search, page].filter(Boolean).join(", ");
  return pageMeta(named, { description: which ? `${which}. ${description}` : description });
}

export function resolveMeta(parts: MetaParts, site: SiteChrome): PageMeta {
  const name = site.identity.villageName;
  return {
    title: parts.title ? `${parts.title} | ${name}` : name,
    description: truncate((parts.description ?? site.identity.description).replace(/\s+/g, " ").trim(), 160),
    image: parts.image ?? site.shareImage ?? "/favicon.svg",
    type: parts.type ?? "website",
  };
}
