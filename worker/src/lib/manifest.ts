import { APP_ICONS } from "@padukuhan/shared/routes";
import { DEFAULT_SETTINGS, type SiteSettings } from "@padukuhan/shared/settings";

/** Launchers cut a home-screen label at about this many characters. */
export const SHORT_NAME_MAX = 12;

/** Words a hamlet's name starts with that say what it is, not which one. */
const SETTLEMENT_WORDS = /^(padukuhan|pedukuhan|dukuh|dusun|desa|kampung|kelurahan)\s+/i;

/**
 * The home-screen label: the whole name when it fits, else the name without its leading
 * 'Padukuhan'/'Dusun'/... ('Padukuhan Karangrejo' → 'Karangrejo'), else as many of its first
 * words as fit, else its first characters. The neutral default name gives 'Padukuhan'.
 */
export function shortName(villageName: string): string {
  const name = villageName.trim().replace(/\s+/g, " ");
  if (name === DEFAULT_SETTINGS.identity.villageName) return "Padukuhan";
  if (name.length <= SHORT_NAME_MAX) return name;
  const own = name.replace(SETTLEMENT_WORDS, "");
  if (own.length <= SHORT_NAME_MAX) return own;
  let fitting = "";
  for (const word of own.split(" ")) {
    const next = fitting ? `${fitting} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    fitting = next;
  }
  return fitting || own.slice(0, SHORT_NAME_MAX);
}

/**
 * The web app manifest of the public site (decision 017), from the village's identity: its
 * name, description and colours, and the home-screen icons the build drew from the favicon.
 */
export function webAppManifest(identity: SiteSettings["identity"]) {
  return {
    id: "/",
    name: identity.villageName,
    short_name: shortName(identity.villageName),
    description: identity.description,
    lang: "id",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: identity.colors.primary,
    background_color: identity.colors.light,
    icons: APP_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
