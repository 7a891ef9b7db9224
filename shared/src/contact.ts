/** 'latitude, longitude', as the map location may be given. */
export const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Indonesia's country calling code (seed section 9). */
export const COUNTRY_CODE = "62";

/**
 * A phone number as WhatsApp's click-to-chat wants it (seed section 5): digits only, a leading
 * 0 becomes 62, and 62 is added when missing. Empty when there are no digits at all.
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.startsWith("0")) return COUNTRY_CODE + digits.slice(1);
  if (digits.startsWith(COUNTRY_CODE)) return digits;
  return COUNTRY_CODE + digits;
}

/** The click-to-chat link with a prefilled message, or null without a usable number. */
export function whatsappLink(phone: string, message: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}

/**
 * A `tel:` link that dials the right number from any phone: the same normalisation as
 * WhatsApp, in international form ('857 1234 5678' and '0857...' both become +62857...).
 * Null without a usable number.
 */
export function telLink(phone: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `tel:+${number}` : null;
}

/** A phone number as shown: its spaces non-breaking, so a number never wraps across two lines. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}

/** A `mailto:` link with subject and body encoded so any mail client reads them. */
export function mailtoLink(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The seed adds 'https://' to a related link that has no scheme. */
export function withScheme(link: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
}

/** The host shown on the related-link card, without a leading 'www.'. */
export function displayHost(link: string): string {
  try {
    return new URL(withScheme(link)).hostname.replace(/^www\./, "");
  } catch {
    return link;
  }
}
