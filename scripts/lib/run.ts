import { spawn } from "node:child_process";
import { root } from "./local-state";

/** Wrangler would otherwise try to reach Cloudflare for metrics; this machine may be offline. */
export const quietWrangler = { WRANGLER_SEND_METRICS: "false" };

/** Runs a command from the project root with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...quietWrangler, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

/**
 * Runs a command's `main` when its file is the one run (not when a test imports it); a failure
 * prints its message for the person at the terminal and exits with 1.
 */
export function runWhenCalled(fileUrl: string, main: () => Promise<unknown>): void {
  if (fileUrl !== `file://${process.argv[1]}`) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
