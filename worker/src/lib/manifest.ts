import { ICON_SIZES, iconImageUrl } from "@padukuhan/shared/images";
import { APP_ICONS, APPLE_TOUCH_ICON } from "@padukuhan/shared/routes";
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

const icon = (src: string, size: number, purpose: "any" | "maskable") => ({
  src,
  sizes: `${size}x${size}`,
  type: "image/png",
  purpose,
});

/**
 * The home-screen icons: the logo's, made in the admin's browser with its other copies, or,
 * without a logo stored with copies, the neutral ones the build drew from the favicon. A logo's
 * icon has the logo inside the maskable safe zone on white, so one file serves both purposes.
 */
export function manifestIcons(logo: string | null) {
  if (iconImageUrl(logo, 192) === null)
    return APP_ICONS.map((neutral) => icon(neutral.path, neutral.size, neutral.purpose));
  return (["any", "maskable"] as const).flatMap((purpose) =>
    ICON_SIZES.map((size) => icon(iconImageUrl(logo, size) ?? "", size, purpose)),
  );
}

/** The icon iOS puts on its home screen: the logo's smaller icon, or the neutral 180 px one. */
export function appleTouchIcon(logo: string | null): { href: string; size: number } {
  const src = iconImageUrl(logo, 192);
  return src ? { href: src, size: 192 } : { href: APPLE_TOUCH_ICON.path, size: APPLE_TOUCH_ICON.size };
}

/**
 * The web app manifest of the public site (decision 017), from the village's identity: its
 * name, description and colours, and its logo's home-screen icons or the neutral ones.
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
    icons: manifestIcons(identity.logo),
  };
}
