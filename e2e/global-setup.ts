import type { TestProject } from "vitest/node";
import { launchChromiumServer } from "../scripts/lib/chromium";
import { type DevServer, startDevServer } from "./dev-server";

const port = Number(process.env.E2E_PORT ?? 8799);
/**
 * Where the dev server fetches gallery video thumbnails: a server the video test starts
 * (e2e/galeri-video.test.ts), never YouTube. Beside the devtools port (port + 1000).
 */
const thumbnailOrigin = `http://127.0.0.1:${port + 2000}`;

/**
 * Starts `npm start` with a fresh local D1 and R2 of its own, exactly as a developer would, once
 * for each file that runs at a time (e2e/vitest.config.ts `maxWorkers`): a file works against its
 * worker's site (e2e/browser.ts `publicUrl`), so two files at once never see each other's
 * content. Then one Chromium that every test file connects to (e2e/browser.ts `sharedBrowser`):
 * a launch per file cost a second or more each. The second village's site
 * (e2e/second-village.test.ts) starts beside them: started by its own file, its migrations and
 * sign-up added about 20 s to the run.
 */
export default async function setup(project: TestProject) {
  const chromium = launchChromiumServer();
  const workers = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled([
    // A new village: no sample content, and an admin whose name is not the built-in hamlet's.
    // Its port follows the workers' sites (port, port + 25, …), whatever their number.
    startDevServer(port + 25 * workers, { empty: true, nama: "Bu Dukuh Sukamaju" }),
    ...Array.from({ length: workers }, (_, index) => startDevServer(port + 25 * index, { thumbnailOrigin })),
  ]);
  const stop = async () => {
    for (const result of started) if (result.status === "fulfilled") result.value.stop();
    await (await chromium).close();
  };
  try {
    const [secondVillage, ...sites] = started.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return { publicOrigin: result.value.publicOrigin, adminOrigin: result.value.adminOrigin };
    });
    project.provide("browserEndpoint", (await chromium).wsEndpoint());
    project.provide("sites", sites);
    project.provide("thumbnailOrigin", thumbnailOrigin);
    project.provide("secondVillage", secondVillage as Origins);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** A started site's two addresses (its `stop` stays here, in the setup). */
type Origins = Pick<DevServer, "publicOrigin" | "adminOrigin">;

declare module "vitest" {
  export interface ProvidedContext {
    /** One site per worker, in the order of `VITEST_POOL_ID` (1, 2, …). */
    sites: Origins[];
    thumbnailOrigin: string;
    /** Where the shared Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
    /** A second village's site: empty at the start, its admin "Bu Dukuh Sukamaju". */
    secondVillage: Origins;
  }
}
