import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/lib/chromium";
import { startDevServer } from "./dev-server";

const port = Number(process.env.E2E_PORT ?? 8799);
/**
 * Where the dev server fetches gallery video thumbnails: a server the video test starts
 * (e2e/galeri-video.test.ts), never YouTube. Beside the devtools port (port + 1000).
 */
const thumbnailOrigin = `http://127.0.0.1:${port + 2000}`;

/**
 * Starts `npm start` with a fresh local D1 and R2 of its own, exactly as a developer would, and
 * one Chromium that every test file connects to (e2e/browser.ts `sharedBrowser`): a launch per
 * file cost a second or more each. Files run one at a time: they share the site, and two at
 * once took twice as long each on 2 cores (the browser and the server are busy, not waiting).
 */
export default async function setup(project: TestProject) {
  const chromium = launchChromiumServer();
  let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
  const stop = async () => {
    server?.stop();
    await (await chromium).close();
  };
  try {
    server = await startDevServer(port, { thumbnailOrigin });
    project.provide("browserEndpoint", (await chromium).wsEndpoint());
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("publicOrigin", server.publicOrigin);
  project.provide("adminOrigin", server.adminOrigin);
  project.provide("thumbnailOrigin", thumbnailOrigin);
  return stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    publicOrigin: string;
    adminOrigin: string;
    thumbnailOrigin: string;
    /** Where the shared Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
  }
}
