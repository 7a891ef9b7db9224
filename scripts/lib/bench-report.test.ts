import { describe, expect, it } from "vitest";
import {
  budgetLine,
  comparisonLighthouseTable,
  lcpRatioBudget,
  median,
  type PageComparison,
  ratio,
  tbtRatioBudget,
} from "./bench-report";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([90, 10, 50])).toBe(50);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("ratio", () => {
  it("is new over old, and null without both or with an old 0", () => {
    expect(ratio(30, 60)).toBe(0.5);
    expect(ratio(null, 60)).toBeNull();
    expect(ratio(30, undefined)).toBeNull();
    expect(ratio(30, 0)).toBeNull();
  });
});

const home: PageComparison = {
  page: "/",
  next: { score: 99, lcpMs: 1200, tbtMedianMs: 30, benchmarkIndex: 1510.4 },
  previous: { score: 97, lcpMs: 1300, tbtMedianMs: 60, benchmarkIndex: 1490 },
};

describe("the TBT ratio budget", () => {
  it("passes at the limit, fails over it, and says both CPU benchmark indexes", () => {
    const passing = tbtRatioBudget(home, 0.5, 20);
    expect(passing).toMatchObject({ name: "TBT new/old: /", measured: 0.5, limit: 0.5, pass: true });
    expect(budgetLine(passing)).toBe(
      `PASS  ${"TBT new/old: /".padEnd(48)}          0.50  (<= 0.50)  new CPU benchmark index 1510, old CPU benchmark index 1490`,
    );
    expect(tbtRatioBudget(home, 0.49, 20).pass).toBe(false);
  });

  it("fails when a build's TBT is missing", () => {
    const missing = tbtRatioBudget({ ...home, previous: { ...home.previous, tbtMedianMs: null } }, 0.6, 100);
    expect(missing).toMatchObject({ measured: null, pass: false });
  });

  it("passes, saying so, when both builds are within the page's own TBT budget", () => {
    const bothSmall = {
      ...home,
      next: { ...home.next, tbtMedianMs: 5 },
      previous: { ...home.previous, tbtMedianMs: 0 },
    };
    const within = tbtRatioBudget(bothSmall, 0.6, 100);
    expect(within).toMatchObject({ measured: null, pass: true });
    expect(budgetLine(within)).toContain("both builds within the page budget (<= 100 ms)");
    expect(tbtRatioBudget(home, 0.49, 60).pass).toBe(true);
    // One build over the page budget: the ratio holds.
    expect(tbtRatioBudget(home, 0.49, 59).pass).toBe(false);
  });
});

describe("the LCP ratio budget", () => {
  it("holds the new build's LCP to the old one's", () => {
    expect(lcpRatioBudget(home, 1)).toMatchObject({ name: "LCP new/old: /", pass: true });
    const slower = { ...home, next: { ...home.next, lcpMs: 1400 } };
    expect(lcpRatioBudget(slower, 1)).toMatchObject({ pass: false });
  });
});

describe("the side-by-side Lighthouse table", () => {
  it("shows both builds' medians, the TBT ratio and each CPU benchmark index", () => {
    const lines = comparisonLighthouseTable([home], 7).split("\n");
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      "median of 7",
      "score new",
      "score old",
      "LCP new",
      "LCP old",
      "TBT new",
      "TBT old",
      "TBT new/old",
      "CPU index new",
      "CPU index old",
    ]);
    expect(lines[2]?.split(/\s{2,}/)).toEqual([
      "/",
      "99",
      "97",
      "1200 ms",
      "1300 ms",
      "30 ms",
      "60 ms",
      "0.50",
      "1510",
      "1490",
    ]);
  });
});
