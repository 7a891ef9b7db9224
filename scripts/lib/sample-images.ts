/**
 * The sample images as R2 objects: one place that maps the files under
 * `shared/content/images/` to their keys, for the local seed and the benchmark alike.
 * Each image is a folder, as an admin upload with copies is: `<name>/original.jpg`, its
 * WebP copies `<name>/<width>.webp` and its link-preview copy `<name>/share.jpg`, made by
 * scripts/make-sample-copies.ts.
 */
import path from "node:path";
import { copyUrls, SHARE_TYPE, shareImageUrl } from "../../shared/src/images";
import { sampleImageFiles } from "../../shared/src/sample-content";
import { IMG } from "../../shared/src/village";
import { root } from "./local-state";

export const sampleImagesDir = path.join(root, "shared/content/images");

export interface SampleImageObject {
  /** R2 key, served as `/img/<key>`. */
  key: string;
  /** File on disk. */
  file: string;
  contentType: string;
}

/** The copies of sample file `name` (a path under the images folder), as paths of the same kind. */
export function sampleCopyFiles(name: string): string[] {
  const copies = copyUrls(`${IMG}${name}`);
  if (!copies) throw new Error(`${name} is not stored as a folder with copies`);
  return copies.map((copy) => copy.url.slice(IMG.length));
}

/** The link-preview copy of sample file `name`, as a path of the same kind. */
export function sampleShareFile(name: string): string {
  const share = shareImageUrl(`${IMG}${name}`);
  if (!share) throw new Error(`${name} is not stored as a folder with copies`);
  return share.slice(IMG.length);
}

/** Every original and every copy, originals first. */
export function sampleImageObjects(): SampleImageObject[] {
  const object = (name: string, contentType: string): SampleImageObject => ({
    key: `sample/${name}`,
    file: path.join(sampleImagesDir, name),
    contentType,
  });
  return [
    ...sampleImageFiles.map((name) => object(name, "image/jpeg")),
    ...sampleImageFiles.flatMap((name) => sampleCopyFiles(name).map((copy) => object(copy, "image/webp"))),
    ...sampleImageFiles.map((name) => object(sampleShareFile(name), SHARE_TYPE)),
  ];
}
