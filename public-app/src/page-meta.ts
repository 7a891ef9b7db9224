import { truncate } from "@padukuhan/shared/format";
import { carouselImages, description, villageName } from "@padukuhan/shared/village";

/** What a page tells search engines and link previews (WhatsApp, Facebook, Twitter). */
export interface PageMeta {
  title: string;
  description: string;
  /** Path or absolute URL; made absolute before it reaches the HTML. */
  image: string;
  type: "website" | "article";
}

export const defaultMeta: PageMeta = {
  title: villageName,
  description,
  image: carouselImages[0]?.src ?? "/favicon.svg",
  type: "website",
};

export function pageMeta(title: string, overrides: Partial<Omit<PageMeta, "title">> = {}): PageMeta {
  return {
    ...defaultMeta,
    ...overrides,
    title: `${title} | ${villageName}`,
    description: truncate(
      (overrides.description ?? defaultMeta.description).replace(/\s+/g, " ").trim(),
      160,
    ),
  };
}
