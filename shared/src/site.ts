/**
 * The parts of the village's settings the public pages use, and what they derive from them.
 * Kept apart from `settings.ts` (the schemas) so the public bundle never carries zod: it
 * imports only types from there.
 */
import { COORDINATES } from "./contact";
import type { SiteSettings } from "./settings";

/** The embedded map's address and the 'Lihat di Google Maps' link, from the location (or the address). */
export function mapUrls(contact: { mapLocation: string; address: string }): { embed: string; link: string } {
  const location = contact.mapLocation.trim();
  const coordinates = COORDINATES.exec(location);
  const query = coordinates
    ? `${coordinates[1]},${coordinates[2]}`
    : (searchFrom(location) ?? contact.address);
  const encoded = encodeURIComponent(query);
  return {
    embed: `https://www.google.com/maps?q=${encoded}&output=embed`,
    link: location && !coordinates ? location : `https://www.google.com/maps?q=${encoded}`,
  };
}

/** The place a Google Maps link points at: its `q` parameter or its '@lat,lng'. */
function searchFrom(link: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    const q = url.searchParams.get("q");
    if (q) return q;
    const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
    return at ? `${at[1]},${at[2]}` : null;
  } catch {
    return null;
  }
}

/** Paragraphs of a multi-line text, empty lines dropped. */
export const paragraphs = (value: string): string[] =>
  value
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

// ---------------------------------------------------------------------------
// The frame of every public page
// ---------------------------------------------------------------------------

/**
 * What the top bar, the footer, the head and the `mailto:` links of every page need: sent
 * once with the first page (not with each page's data), about 1 KB.
 */
export interface SiteChrome {
  identity: SiteSettings["identity"];
  contact: SiteSettings["contact"];
  social: SiteSettings["social"];
  footer: SiteSettings["footer"];
  /** The footer's credit line: who built the site, with which team. */
  credit: { developerName: string; teamTitle: string };
  /** The picture link previews show for pages without one of their own: the first slide. */
  shareImage: string | null;
  /** What that picture shows: the first slide's alternative text (none for the logo). */
  shareImageAlt: string | null;
}

export function siteChrome(settings: SiteSettings): SiteChrome {
  return {
    identity: settings.identity,
    contact: settings.contact,
    social: settings.social,
    footer: settings.footer,
    credit: { developerName: settings.team.developerName, teamTitle: settings.team.teamTitle },
    shareImage: settings.carousel.slides[0]?.image ?? settings.identity.logo,
    shareImageAlt: settings.carousel.slides[0]?.alt || null,
  };
}

/** The page's colours as CSS custom properties; `--primary-dark` is the primary a third darker. */
export function colorVariables(colors: SiteSettings["identity"]["colors"]): string {
  const darker = (hex: string) =>
    `#${[1, 3, 5]
      .map((start) =>
        Math.round(Number.parseInt(hex.slice(start, start + 2), 16) * 0.67)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
  return `:root{--primary:${colors.primary};--primary-dark:${darker(colors.primary)};--secondary:${colors.secondary};--accent:${colors.accent};--dark:${colors.dark};--light:${colors.light}}`;
}
