import { artikelSchema, contentMessages } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Artikel } from "@padukuhan/shared/types";
import { Hono } from "hono/tiny";
import {
  batchAroundArtikel,
  deleteArtikelStatements,
  findArtikel,
  insertArtikelStatements,
  updateArtikelStatements,
} from "../db/artikel";
import { bumpContentVersion } from "../db/content-version";
import type { AppEnv } from "../env";
import { activityIfFound, activityStatement, byAdmin } from "../lib/activity-log";
import { apiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { readSingleImageForm } from "../lib/upload-form";
import { deleteUnreferenced, deleteUploads, storeImages, writeOrDiscard } from "../lib/upload-store";

/** Articles: add, edit, delete. Mounted at /api/admin/artikel, behind the session guard. */
export const adminArtikel = new Hono<AppEnv>()
  .post("/", async (c) => {
    const form = await readSingleImageForm(c, artikelSchema, contentMessages.artikelImageRequired);
    if (form instanceof Response) return form;
    const { data, images: checked } = form;

    const db = c.env.DB;
    const uploaded = await storeImages(c.env.IMAGES, checked);
    const record: Artikel = {
      id: newId(),
      ...data,
      gambar: uploaded[0] as string,
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    const { user } = c.get("session");
    await writeOrDiscard(c.env.IMAGES, uploaded, () =>
      db.batch([
        bumpContentVersion(db),
        ...insertArtikelStatements(db, record),
        activityStatement(db, byAdmin(user, "artikel", "tambah", record.id, record.judul)),
      ]),
    );
    return c.json(record, 201);
  })
  .all("/", methodNotAllowed(["POST"]))
  .put("/:id", async (c) => {
    const id = c.req.param("id");
    const form = await readSingleImageForm(c, artikelSchema);
    if (form instanceof Response) return form;
    const { data, images: checked } = form;

    const db = c.env.DB;
    // Checked before uploading, so an unknown id never puts anything into R2.
    if (!(await findArtikel(db, id))) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    const uploaded = await storeImages(c.env.IMAGES, checked);
    const { user } = c.get("session");
    const { before, after } = await writeOrDiscard(c.env.IMAGES, uploaded, () =>
      batchAroundArtikel(db, id, [
        activityIfFound(db, "artikel", byAdmin(user, "artikel", "ubah", id, data.judul)),
        ...updateArtikelStatements(db, id, {
          ...data,
          gambar: uploaded[0],
          updatedAt: new Date().toISOString(),
        }),
        bumpContentVersion(db),
      ]),
    );
    // Only now that D1 holds the new URL may the replaced image go.
    await deleteUnreferenced(c.env.IMAGES, [before?.gambar, ...uploaded], [after?.gambar]);
    if (!after) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    return c.json(after, 200);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const found = await findArtikel(db, id);
    if (!found) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    const { before } = await batchAroundArtikel(db, id, [
      activityIfFound(db, "artikel", byAdmin(c.get("session").user, "artikel", "hapus", id, found.judul)),
      ...deleteArtikelStatements(db, id),
      bumpContentVersion(db),
    ]);
    if (!before) return apiError(c, 404, "not_found", apiMessages.artikelNotFound);
    await deleteUploads(c.env.IMAGES, [before.gambar]);
    return c.json({ success: true }, 200);
  })
  .all("/:id", methodNotAllowed(["PUT", "DELETE"]));
