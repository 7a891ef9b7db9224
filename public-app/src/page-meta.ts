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

export function resolveMeta(parts: MetaParts, site: SiteChrome): PageMeta {
  const name = site.identity.villageName;
  return {
    title: parts.title ? `${parts.title} | ${name}` : name,
    description: truncate((parts.description ?? site.identity.description).replace(/\s+/g, " ").trim(), 160),
    image: parts.image ?? site.shareImage ?? "/favicon.svg",
    type: parts.type ?? "website",
  };
}
