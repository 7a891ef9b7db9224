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
 * The second village's site (e2e/second-village.test.ts) starts beside the first: started by its
 * own file, its migrations and sign-up added about 20 s to the run.
 */
export default async function setup(project: TestProject) {
  const chromium = launchChromiumServer();
  const starting = [
    startDevServer(port, { thumbnailOrigin }),
    // A new village: no sample content, and an admin whose name is not the built-in hamlet's.
    startDevServer(port + 50, { empty: true, nama: "Bu Dukuh Sukamaju" }),
  ] as const;
  const started = await Promise.allSettled(starting);
  const stop = async () => {
    for (const result of started) if (result.status === "fulfilled") result.value.stop();
    await (await chromium).close();
  };
  const [site, secondVillage] = started;
  try {
    if (site.status === "rejected") throw site.reason;
    if (secondVillage.status === "rejected") throw secondVillage.reason;
    project.provide("browserEndpoint", (await chromium).wsEndpoint());
    project.provide("publicOrigin", site.value.publicOrigin);
    project.provide("adminOrigin", site.value.adminOrigin);
    project.provide("thumbnailOrigin", thumbnailOrigin);
    project.provide("secondVillage", {
      publicOrigin: secondVillage.value.publicOrigin,
      adminOrigin: secondVillage.value.adminOrigin,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    publicOrigin: string;
    adminOrigin: string;
    thumbnailOrigin: string;
    /** Where the shared Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
    /** A second village's site: empty at the start, its admin "Bu Dukuh Sukamaju". */
    secondVillage: { publicOrigin: string; adminOrigin: string };
  }
}
