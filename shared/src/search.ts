/**
 * How a visitor's search text becomes search terms, for D1's FTS5 index and for the built-in
 * content alike: letters and digits only (so nothing reaches FTS5's query syntax), case and
 * diacritics ignored, each term matched as a word prefix ("pane" finds "Panen"), all terms
 * required.
 */

/** Longer search texts are cut to this many characters; no page needs more. */
export const QUERY_MAX_LENGTH = 100;
/**
 * The attributes of every search box, public and admin: no longer than a query is kept, no
 * browser suggestions over the results, and the phone keyboard's key says "search".
 */
export const SEARCH_INPUT = {
  type: "search",
  maxLength: QUERY_MAX_LENGTH,
  autoComplete: "off",
  enterKeyHint: "search",
} as const;
/** Terms beyond this many are ignored: each one costs FTS5 a doclist merge. */
const MAX_TERMS = 8;

/** The search parameter as it goes into a URL: trimmed, single-spaced, lower case. */
export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().toLocaleLowerCase("id-ID").slice(0, QUERY_MAX_LENGTH).trim();
}

/** Lower case without diacritics ("Kópi" → "kopi"), as FTS5's `remove_diacritics 2` folds. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("id-ID");
}

/** The words of a text as the search index sees them. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** The terms of a search text; empty when it holds no letter or digit. */
export function searchTerms(query: string): string[] {
  return words(query).slice(0, MAX_TERMS);
}

/** Whether every term starts one of the words of `fields` (the built-in content's search). */
export function matchesTerms(terms: readonly string[], fields: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const fieldWords = fields.flatMap(words);
  return terms.every((term) => fieldWords.some((word) => word.startsWith(term)));
}
