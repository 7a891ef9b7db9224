import { describe, expect, it } from "vitest";
import { matchesTerms, normalizeQuery, searchTerms } from "./search";

describe("search terms", () => {
  it("normalises the URL's q: trimmed, single-spaced, lower case, at most 100 characters", () => {
    expect(normalizeQuery("  Panen   RAYA ")).toBe("panen raya");
    expect(normalizeQuery("x".repeat(150))).toHaveLength(100);
  });

  it("keeps letters and digits only, so nothing reaches the search engine's syntax", () => {
    expect(searchTerms('kopi" OR * NEAR(a b) -jamu')).toEqual(["kopi", "or", "near", "a", "b", "jamu"]);
    expect(searchTerms('"*()-:^')).toEqual([]);
    expect(searchTerms("RT 05")).toEqual(["rt", "05"]);
  });

  it("ignores case and diacritics and matches word prefixes, every term required", () => {
    expect(matchesTerms(searchTerms("kópi"), ["Kopi Luwak Pak Darmo"])).toBe(true);
    expect(matchesTerms(searchTerms("pan mel"), ["Syukur atas Panen Melimpah"])).toBe(true);
    expect(matchesTerms(searchTerms("anen"), ["Panen"])).toBe(false);
    expect(matchesTerms(searchTerms("panen jagung"), ["Panen padi"])).toBe(false);
    expect(matchesTerms([], ["apa saja"])).toBe(true);
  });
});
