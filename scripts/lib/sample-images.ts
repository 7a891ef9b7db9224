/**
 * The sample images as R2 objects: one place that maps the files under
 * `shared/content/images/` to their keys, for the local seed and the benchmark alike.
 */
import path from "node:path";
import { sampleImageFiles } from "../../shared/src/sample-content";
import { root } from "./local-state";

export const sampleImagesDir = path.join(root, "shared/content/images");

export interface SampleImageObject {
  /** R2 key, served as `/img/<key>`. */
  key: string;
  /** File on disk. */
  file: string;
  contentType: string;
}

export function sampleImageObjects(): SampleImageObject[] {
  return sampleImageFiles.map((name) => ({
    key: `sample/${name}`,
    file: path.join(sampleImagesDir, name),
    contentType: "image/jpeg",
  }));
}
