/**
 * Two Worker modules the import runs exactly as the admin routes run them: the upload checks
 * (`lib/upload-form.ts`) and the removal of stored images (`lib/upload-store.ts`).
 *
 * They are loaded by path when the import starts rather than imported: type-checking them
 * under the scripts' Node types would pull in the Worker's whole type graph (`upload-form.ts`
 * names `env.ts`, whose `Cloudflare.Env` is generated for the Worker and names its entry), and
 * Node's `File` is not the Workers' `Blob` that `upload-store.ts` hands to R2. So the parts the
 * import calls are typed here by hand; the tests in images.test.ts and import-firestore.test.ts
 * hold them to the real behaviour (refused copies, removed objects).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "../local-state";

export interface UploadForm {
  /**
   * The images in `fields` with their copies, checked as an admin upload. A refusal is thrown as
   * Hono's HTTPException carrying the answer, which a Hono app sends.
   */
  checkImageFields(form: FormData, fields: string[]): Promise<unknown[]>;
}

export interface UploadStore {
  UPLOAD_PREFIX: string;
  /** The URL a record stores for an R2 key (`/img/<key>`). */
  imageUrl(key: string): string;
  /** Every R2 key an uploaded URL stands for: the image and its copies. */
  uploadedKeys(url: string | null | undefined): string[];
  deleteUploads(bucket: R2Bucket, urls: Iterable<string | null | undefined>): Promise<void>;
  deleteUnreferenced(
    bucket: R2Bucket,
    candidates: Iterable<string | null | undefined>,
    stillReferenced: Iterable<string | null | undefined>,
  ): Promise<void>;
}

const load = <Module>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<Module>;

export const uploadForm = await load<UploadForm>("worker/src/lib/upload-form.ts");
export const uploadStore = await load<UploadStore>("worker/src/lib/upload-store.ts");
