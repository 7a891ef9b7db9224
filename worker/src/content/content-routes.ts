import type { ActivityKind } from "@padukuhan/shared/accounts";
import type { Stamped } from "@padukuhan/shared/types";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import type * as z from "zod/mini";
import type { Database } from "../db/client";
import { bumpContentVersion } from "../db/content-version";
import { batchAround, type ContentStore, deleteStatement, readRecord } from "../db/records";
import type { AppEnv } from "../env";
import { activityIfFound, activityStatement, byAdmin } from "../lib/activity-log";
import { bodyLimit } from "../lib/body-limit";
import { apiError, type JsonAnswer } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import {
  type CheckedForm,
  type CheckedImage,
  type ContentForm,
  contentFormCheck,
  payloadTooLarge,
  requestLimit,
} from "../lib/upload-form";
import { deleteUnreferenced, deleteUploads, storeImages, writeOrDiscard } from "../lib/upload-store";
import { type FieldErrors, formInput, refuseInput } from "../lib/validation";

/**
 * The URLs of the images a request just stored, by form field. Those adding requires
 * (`RequiredImage`) are always there when adding; any other only when a file was sent.
 */
export type Uploaded<RequiredImage extends string = never> = Readonly<Record<RequiredImage, string>> &
  Readonly<Partial<Record<string, string>>>;

/** One kind of content, as its admin routes need it (see `contentRoutes`). */
export interface ContentKind<
  S extends z.ZodMiniType,
  Item extends Stamped,
  Changes extends { updatedAt: string },
  RequiredImage extends string = never,
> {
  /** Its lines in 'Riwayat'. */
  kind: ActivityKind;
  /** Its table, reads and writes (db/*.ts). */
  store: ContentStore<Item, Changes>;
  /** The 404 message for an id that names no record. */
  notFound: string;
  form: ContentForm<S, RequiredImage>;
  /** The title of its lines in 'Riwayat': from the form when writing, the record when deleting. */
  title: (values: z.output<S> | Item) => string;
  /** Every image URL a record references: the ones an edit drops, or a delete, are removed from R2. */
  images: (item: Item) => Array<string | null>;
  /**
   * Checks against the stored record (null when adding), before anything is stored: field
   * messages refuse the request. E.g. an image URL kept from before must be this record's own.
   */
  checkStored?: (input: CheckedForm<z.output<S>>, stored: Item | null) => FieldErrors | null;
  /**
   * A write its own batch refused (a trigger's RAISE, e.g. an announcement's period overlapping
   * another's): the field messages to answer with, or null when `error` is no such refusal.
   * The batch is one transaction, so nothing of the write was kept.
   */
  refused?: (db: Database, error: unknown, data: z.output<S>, id: string) => Promise<FieldErrors | null>;
  /** The fields of a new record, from the form and its stored images. */
  create: (data: z.output<S>, uploaded: Uploaded<RequiredImage>) => Omit<Item, keyof Stamped>;
  /** What an edit writes; an image field without a new file keeps the stored image. */
  change: (data: z.output<S>, uploaded: Uploaded) => Omit<Changes, "updatedAt">;
}

/** Each stored URL under the form field its image came from. */
const byField = (images: CheckedImage[], urls: string[]): Record<string, string> =>
  Object.fromEntries(images.map((image, index) => [image.field, urls[index] as string]));

/**
 * What `contentRoutes` answers when a write succeeds: the record as stored, or `{ success }`
 * for a delete. Written out because the inferred type is too long to write into a declaration
 * (the admin app reads it from one, worker/tsconfig.api.json).
 */
export type ContentRoutesSchema<Item> = {
  "/": { $post: JsonAnswer<Item, 201> };
  "/:id": {
    $put: JsonAnswer<Item, 200, { param: { id: string } }>;
    $delete: JsonAnswer<{ success: true }, 200, { param: { id: string } }>;
  };
};

/**
 * The admin routes of one content kind: `POST /` adds, `PUT /:id` edits, `DELETE /:id` removes;
 * other methods answer 405. Every write is one D1 batch with the content version bump (the
 * public cache goes stale with it) and its line in 'Riwayat'. Images go into R2 after every check
 * passed and before that batch, and are removed again if it fails; an unknown id is a 404 before
 * anything is stored; the images a write replaced or dropped are deleted only once D1 no longer
 * names them. Mounted under /api/admin, behind the session guard.
 */
export function contentRoutes<
  S extends z.ZodMiniType,
  Item extends Stamped,
  Changes extends { updatedAt: string },
  RequiredImage extends string = never,
>(kind: ContentKind<S, Item, Changes, RequiredImage>): Hono<AppEnv, ContentRoutesSchema<Item>> {
  const { store } = kind;
  const limit = bodyLimit(requestLimit(kind.form.maxImages), payloadTooLarge);
  const notFound = (c: Context) => apiError(c, 404, "not_found", kind.notFound);
  const imagesOf = (item: Item | null) => (item ? kind.images(item) : []);
  const line = (c: Context<AppEnv>, action: string, id: string, title: string) =>
    byAdmin(c.get("session").user, kind.kind, action, id, title);
  /** Runs a write; a refusal the kind recognises (`refused`) is thrown as its 400, anything else as it was. */
  const refusing = async <T>(
    c: Context<AppEnv>,
    data: z.output<S>,
    id: string,
    write: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const problems = await kind.refused?.(c.env.DB, error, data, id);
      if (problems) refuseInput(problems);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .post("/", limit, formInput(contentFormCheck(kind.form, true)), async (c) => {
      const input = c.req.valid("form");
      const problems = kind.checkStored?.(input, null);
      if (problems) refuseInput(problems);

      const db = c.env.DB;
      const urls = await storeImages(c.env.IMAGES, input.images);
      // The form check made sure every image adding requires was sent, so each has its URL.
      const uploaded = byField(input.images, urls) as Uploaded<RequiredImage>;
      const record = {
        id: newId(),
        ...kind.create(input.data, uploaded),
        createdAt: new Date().toISOString(),
        updatedAt: null,
      } as Item;
      await refusing(c, input.data, record.id, () =>
        writeOrDiscard(c.env.IMAGES, urls, () =>
          db.batch([
            bumpContentVersion(db),
            ...store.insert(db, record),
            activityStatement(db, line(c, "tambah", record.id, kind.title(record))),
          ]),
        ),
      );
      return c.json(record, 201);
    })
    .all("/", methodNotAllowed(["POST"]))
    .put("/:id", limit, formInput(contentFormCheck(kind.form, false)), async (c) => {
      const id = c.req.param("id");
      const input = c.req.valid("form");
      const db = c.env.DB;
      // Looked up before uploading, so an unknown id never puts anything into R2.
      const stored = await readRecord(db, store.reads, id);
      if (!stored) return notFound(c);
      const problems = kind.checkStored?.(input, stored);
      if (problems) refuseInput(problems);

      const urls = await storeImages(c.env.IMAGES, input.images);
      const changes = {
        ...kind.change(input.data, byField(input.images, urls)),
        updatedAt: new Date().toISOString(),
      } as Changes;
      const { before, after } = await refusing(c, input.data, id, () =>
        writeOrDiscard(c.env.IMAGES, urls, () =>
          batchAround(db, store.reads, id, [
            activityIfFound(db, store.table, line(c, "ubah", id, kind.title(input.data))),
            ...store.update(db, id, changes),
            bumpContentVersion(db),
          ]),
        ),
      );
      // Only now that D1 holds the new URLs may replaced and dropped images go.
      await deleteUnreferenced(c.env.IMAGES, [...imagesOf(before), ...urls], imagesOf(after));
      if (!after) return notFound(c);
      return c.json(after, 200);
    })
    .delete("/:id", async (c) => {
      const id = c.req.param("id");
      const db = c.env.DB;
      const found = await readRecord(db, store.reads, id);
      if (!found) return notFound(c);
      const { before } = await batchAround(db, store.reads, id, [
        activityIfFound(db, store.table, line(c, "hapus", id, kind.title(found))),
        deleteStatement(db, store.table, id),
        bumpContentVersion(db),
      ]);
      if (!before) return notFound(c);
      await deleteUploads(c.env.IMAGES, kind.images(before));
      return c.json({ success: true }, 200);
    })
    .all("/:id", methodNotAllowed(["PUT", "DELETE"]));
}
