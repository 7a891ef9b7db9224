import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./bench-args";

describe("parseBenchArgs", () => {
  it("defaults to the sample content, 3 Lighthouse runs, no comparison", () => {
    expect(parseBenchArgs([])).toEqual({ content: "sample", runs: 3, compare: null });
  });

  it("reads --runs, --compare and --content, with a space or =", () => {
    expect(parseBenchArgs(["--runs", "7", "--compare", "HEAD~1"])).toEqual({
      content: "sample",
      runs: 7,
      compare: "HEAD~1",
    });
    expect(parseBenchArgs(["--runs=1", "--compare=abc123"])).toEqual({
      content: "sample",
      runs: 1,
      compare: "abc123",
    });
    expect(parseBenchArgs(["--content", "large"])).toEqual({ content: "large", runs: 3, compare: null });
  });

  it("refuses runs under 1 or not whole, missing values and unknown arguments", () => {
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow("--runs 0: a whole number, at least 1");
    expect(() => parseBenchArgs(["--runs", "2.5"])).toThrow("--runs 2.5: a whole number, at least 1");
    expect(() => parseBenchArgs(["--runs"])).toThrow("--runs needs a value");
    expect(() => parseBenchArgs(["--compare"])).toThrow("--compare needs a value");
    expect(() => parseBenchArgs(["--content", "huge"])).toThrow("--content huge: sample or large");
    expect(() => parseBenchArgs(["--run", "3"])).toThrow("unknown argument --run");
    expect(() => parseBenchArgs(["--content", "large", "--compare", "HEAD"])).toThrow(
      "--compare measures Lighthouse; --content large has none",
    );
  });
});
