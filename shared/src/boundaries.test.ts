import { describe, expect, it } from "vitest";

// Node's fs without adding Node types to a package that is also built for browsers.
const { readdir, readFile } = (await import("node:" + "fs/promises")) as {
  readdir(path: URL): Promise<string[]>;
  readFile(path: URL, encoding: "utf8"): Promise<string>;
};

const FORBIDDEN = [
  /from\s+["']drizzle-orm/,
  /from\s+["']hono/,
  /from\s+["'][./]*\/worker\//,
  /from\s+["']wrangler/,
];

describe("the shared package", () => {
  it("imports no server code, so none can reach a browser bundle", async () => {
    const folder = new URL("./", import.meta.url);
    const files = (await readdir(folder)).filter((name) => /\.tsx?$/.test(name));
    expect(files.length).toBeGreaterThan(3);
    for (const name of files) {
      const source = await readFile(new URL(name, folder), "utf8");
      for (const pattern of FORBIDDEN) expect(source, `${name} matches ${pattern}`).not.toMatch(pattern);
    }
  });
});
