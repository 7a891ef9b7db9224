/** `npm run bench -- [--content sample|large] [--runs N] [--compare <commit>]`, parsed. */

export interface BenchArgs {
  content: "sample" | "large";
  /** Lighthouse runs per page (and per build when comparing); the median counts. */
  runs: number;
  /** A commit to build aside and measure against, Lighthouse runs taking turns. */
  compare: string | null;
}

export const DEFAULT_LIGHTHOUSE_RUNS = 3;

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { content: "sample", runs: DEFAULT_LIGHTHOUSE_RUNS, compare: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    // Both `--runs 7` and `--runs=7`.
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === "") throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case "--content": {
        const content = value();
        if (content !== "sample" && content !== "large")
          throw new Error(`--content ${content}: sample or large`);
        args.content = content;
        break;
      }
      case "--runs": {
        const text = value();
        const runs = Number(text);
        if (!/^\d+$/.test(text) || runs < 1) throw new Error(`--runs ${text}: a whole number, at least 1`);
        args.runs = runs;
        break;
      }
      case "--compare":
        args.compare = value();
        break;
      default:
        throw new Error(`unknown argument ${arg} (--content sample|large, --runs N, --compare <commit>)`);
    }
  }
  if (args.content === "large" && args.compare !== null)
    throw new Error("--compare measures Lighthouse; --content large has none");
  return args;
}
