/**
 * A second minifying pass over the built scripts, with terser. esbuild minifies quickly but
 * leaves bytes terser removes: about 1 KB brotli on every public page, 4 % of both bundles
 * (decision 015, "Build"). It rewrites the files in place, so the names esbuild
 * gave them, and every import of them, stay as they are.
 */
import { readFile, writeFile } from "node:fs/promises";
import { minify } from "terser";

export async function minifyScripts(files: string[]): Promise<void> {
  for (const file of files.filter((name) => name.endsWith(".js")))
    await writeFile(file, await minifyCode(await readFile(file, "utf8"), file));
}

/** The same pass over a script's text (`name` says which, in an error). */
export async function minifyCode(code: string, name: string): Promise<string> {
  const result = await minify(code, {
    module: true,
    ecma: 2020,
    compress: { passes: 2 },
    format: { comments: false },
  });
  if (result.code === undefined) throw new Error(`${name}: terser returned nothing`);
  return result.code;
}

/**
 * V8's explicit compile hint (Chrome 136 on): every function of the file is compiled while the
 * file streams in, on a background thread, instead of each on the main thread at its first call.
 * Only for a script whose code mostly runs as the page starts: React's DOM client evaluated in
 * 54–104 ms of main-thread time on an article without it, 5–30 ms with it (decision 015).
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export async function compileEagerly(file: string): Promise<void> {
  await writeFile(file, EAGER_COMPILE_HINT + (await readFile(file, "utf8")));
}
