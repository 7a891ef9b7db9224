/** D1 keeps milliseconds; the API speaks ISO 8601. */
export const toIso = (ms: number) => new Date(ms).toISOString();
export const toIsoOrNull = (ms: number | null) => (ms === null ? null : toIso(ms));
export const fromIso = (iso: string) => Date.parse(iso);
