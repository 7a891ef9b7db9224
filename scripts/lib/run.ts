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
