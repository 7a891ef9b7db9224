/** [label, pattern]: the first match names the browser (Edge and Opera say 'Chrome' too). */
const BROWSERS: Array<[string, RegExp]> = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(Firefox|FxiOS)\//],
  ["Chrome", /(\b|Headless)(Chrome|CriOS|Chromium)\//],
  ["Safari", /\bSafari\//],
];
/** The system: iPhone and iPad before Mac (an iPad may say 'like Mac OS X'), Android before Linux. */
const SYSTEMS: Array<[string, RegExp]> = [
  ["iPhone", /\biPhone\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["Mac", /\bMacintosh\b/],
  ["Linux", /\bLinux\b/],
];

export const UNKNOWN_DEVICE = "Perangkat tidak dikenal";

const first = (list: Array<[string, RegExp]>, text: string) =>
  list.find(([, pattern]) => pattern.test(text))?.[0];

/**
 * A coarse label for a session's device, made from the User-Agent at sign-in ('Chrome di
 * Android'): enough to tell one's phone from the balai desa's computer, too little to track
 * anyone. The header itself is never stored.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const text = (userAgent ?? "").slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (!browser && !system) return UNKNOWN_DEVICE;
  return `${browser ?? "Peramban lain"} di ${system ?? "perangkat lain"}`;
}
