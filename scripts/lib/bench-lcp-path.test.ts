import { describe, expect, it } from "vitest";
import { lcpPathText, type SimulatedNode, summarizeEstimate } from "./bench-lcp-path";

const request = (
  path: string,
  resourceType: string,
  priority: string,
  bytes: number,
  startMs: number,
  endMs: number,
): SimulatedNode => ({ kind: "network", path, resourceType, priority, bytes, observedMs: 0, startMs, endMs });

const task = (observedMs: number, startMs: number, endMs: number): SimulatedNode => ({
  kind: "cpu",
  path: "",
  resourceType: "",
  priority: "",
  bytes: 0,
  observedMs,
  startMs,
  endMs,
});

// Shaped as the home page's pessimistic graph of session 21: the hero picture ends last, while
// two below-the-fold pictures and the boot script share the line with it.
const home = [
  request("/", "Document", "VeryHigh", 11_736, 0, 625),
  request("/img/hero/800.webp", "Image", "High", 26_358, 625, 1551),
  request("/img/card/800.webp", "Image", "Low", 13_958, 625, 1620),
  request("/img/thumb/400.webp", "Image", "Low", 5_089, 943, 1265),
  request("/assets/boot.js", "Script", "High", 1_552, 951, 1126),
  request("/manifest.webmanifest", "Manifest", "Medium", 1_213, 300, 600),
  task(96.8, 753, 947),
];

describe("what the simulated LCP waited for", () => {
  it("names the last request that counts for LCP, not a low-priority picture that ended later", () => {
    const estimate = summarizeEstimate(1551, home);
    expect(estimate.last.path).toBe("/img/hero/800.webp");
    expect(estimate.documentEndMs).toBe(625);
  });

  it("counts the requests in flight beside it, and not the document or one that ended before it began", () => {
    const estimate = summarizeEstimate(1551, home);
    expect(estimate.sharing).toEqual({ count: 3, bytes: 13_958 + 5_089 + 1_552 });
  });

  it("names a main-thread task when the estimate ends on one", () => {
    const nodes = [request("/", "Document", "VeryHigh", 9_000, 0, 600), task(120, 600, 1080)];
    const [line] = lcpPathText({
      lcpMs: 1080,
      optimistic: summarizeEstimate(1080, nodes),
      pessimistic: summarizeEstimate(1080, nodes),
    });
    expect(line).toBe(
      "optimistic 1080 ms: document done at 600 ms, then a main-thread task (120 ms observed) ending at 1080 ms, alone on the line",
    );
  });

  it("writes both estimates with the picture, its size, its times and what shared the line", () => {
    const lines = lcpPathText({
      lcpMs: 1326,
      optimistic: summarizeEstimate(1101, [
        home[0] as SimulatedNode,
        request("/img/hero/800.webp", "Image", "High", 26_358, 625, 1101),
      ]),
      pessimistic: summarizeEstimate(1551, home),
    });
    expect(lines).toEqual([
      "optimistic 1101 ms: document done at 625 ms, then /img/hero/800.webp (Image, High, 25.7 KB) 625–1101 ms, alone on the line",
      "pessimistic 1551 ms: document done at 625 ms, then /img/hero/800.webp (Image, High, 25.7 KB) 625–1551 ms, sharing the line with 3 other request(s), 20.1 KB",
    ]);
  });

  it("refuses an empty graph rather than naming nothing", () => {
    expect(() => summarizeEstimate(0, [])).toThrow("the simulated LCP graph is empty");
  });
});
