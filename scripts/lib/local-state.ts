import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** `--persist-to DIR` from the command line, so tests can keep their own local D1 and R2. */
export function persistOption(argv: string[]): string | undefined {
  const index = argv.indexOf("--persist-to");
  const value = index >= 0 ? argv[index + 1] : undefined;
  return value ? path.resolve(value) : undefined;
}
