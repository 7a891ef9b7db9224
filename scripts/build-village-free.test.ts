import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_CONTENT_ASSET } from "../shared/src/routes";
import { root } from "./lib/local-state";
import { EAGER_COMPILE_HINT } from "./lib/minify-scripts";

/**
 * Words only the built-in hamlet's texts contain. A new village's site must not carry any of
 * them in the code its visitors and admins download: its texts come from D1 (issue 12).
 */
const BUILT_IN_HAMLET = ["Karangrejo", "Sumberagung", "Moyudan", "Raka Adi Nugroho", "KKN"];

/**
 * What `npm run build` left, as the sites the other tests start serve it: `npm test` builds first,
 * and a second build here cost 17 s of a suite that runs its script tests one at a time.
 */
const outDir = path.join(root, "dist");

beforeAll(() => {
  if (!existsSync(path.join(outDir, "public/index.html")))
    throw new Error("dist/ holds no build yet; run `npm run build` first");
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the built apps", () => {
  it("name no village: no built-in hamlet's text in any script, stylesheet or page shell", async () => {
    const fallback = path.join(outDir, BUILT_IN_CONTENT_ASSET);
    const files = (await filesUnder(outDir)).filter(
      (file) => /\.(js|css|html)$/.test(file) && file !== fallback,
    );
    // Both apps and their shells were built: the check below looks at real output.
    expect(files.some((file) => /assets\/public-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /assets\/admin-[A-Z0-9]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => file.endsWith("public/index.html"))).toBe(true);
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(file, "utf8");
      for (const word of BUILT_IN_HAMLET)
        if (text.includes(word)) found.push(`${path.relative(outDir, file)}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it("keep the built-in hamlet only in the fallback file the Worker reads when D1 fails", async () => {
    const fallback = JSON.parse(await readFile(path.join(outDir, BUILT_IN_CONTENT_ASSET), "utf8")) as {
      settings: { identity: { villageName: string } };
    };
    expect(fallback.settings.identity.villageName).toBe("Padukuhan Karangrejo");
  });

  it("have React's DOM client compiled while it downloads: its script, and only it, starts with V8's hint", async () => {
    const scripts = (await filesUnder(path.join(outDir, "assets"))).filter((file) => file.endsWith(".js"));
    const hinted: string[] = [];
    for (const file of scripts) {
      const text = await readFile(file, "utf8");
      if (text.startsWith(EAGER_COMPILE_HINT)) {
        hinted.push(path.basename(file).replace(/-.*/, ""));
        // React's DOM client (a property name, kept by the minifiers).
        expect(text).toContain("hydrateRoot");
      }
    }
    // One for each app.
    expect(hinted.sort()).toEqual(["admin", "public"]);
  });
});
