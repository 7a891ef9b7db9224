import { galeriKategori } from "@padukuhan/shared/categories";
import { contentMessages, galeriSchema } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Galeri } from "@padukuhan/shared/types";
import { Hono } from "hono/tiny";
import { bumpContentVersion } from "../db/content-version";
import {
  batchAroundGaleri,
  deleteGaleriStatements,
  findGaleri,
  insertGaleriStatements,
  updateGaleriStatements,
} from "../db/galeri";
import type { AppEnv } from "../env";
import { activityIfFound, activityStatement, byAdmin } from "../lib/activity-log";
import { apiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { readSingleImageForm } from "../lib/upload-form";
import { deleteUnreferenced, deleteUploads, storeImages, writeOrDiscard } from "../lib/upload-store";

/** Gallery photos: add, edit, delete. Mounted at /api/admin/galeri, behind the session guard. */
export const adminGaleri = new Hono<AppEnv>()
  .post("/", async (c) => {
    const form = await readSingleImageForm(c, galeriSchema, contentMessages.galeriImageRequired);
    if (form instanceof Response) return form;
    const { data, images: checked } = form;

    const db = c.env.DB;
    const uploaded = await storeImages(c.env.IMAGES, checked);
    const record: Galeri = {
      id: newId(),
      judul: data.judul,
      foto: uploaded[0] as string,
      kategori: galeriKategori(data.judul),
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    const { user } = c.get("session");
    await writeOrDiscard(c.env.IMAGES, uploaded, () =>
      db.batch([
        bumpContentVersion(db),
        ...insertGaleriStatements(db, record),
        activityStatement(db, byAdmin(user, "galeri", "tambah", record.id, record.judul)),
      ]),
    );
    return c.json(record, 201);
  })
  .all("/", methodNotAllowed(["POST"]))
  .put("/:id", async (c) => {
    const id = c.req.param("id");
    const form = await readSingleImageForm(c, galeriSchema);
    if (form instanceof Response) return form;
    const { data, images: checked } = form;

    const db = c.env.DB;
    // Checked before uploading, so an unknown id never puts anything into R2.
    if (!(await findGaleri(db, id))) return apiError(c, 404, "not_found", apiMessages.galeriNotFound);
    const uploaded = await storeImages(c.env.IMAGES, checked);
    const { user } = c.get("session");
    const { before, after } = await writeOrDiscard(c.env.IMAGES, uploaded, () =>
      batchAroundGaleri(db, id, [
        activityIfFound(db, "galeri", byAdmin(user, "galeri", "ubah", id, data.judul)),
        ...updateGaleriStatements(db, id, {
          judul: data.judul,
          foto: uploaded[0],
          updatedAt: new Date().toISOString(),
        }),
        bumpContentVersion(db),
      ]),
    );
    // Only now that D1 holds the new URL may the replaced photo go.
    await deleteUnreferenced(c.env.IMAGES, [before?.foto, ...uploaded], [after?.foto]);
    if (!after) return apiError(c, 404, "not_found", apiMessages.galeriNotFound);
    return c.json(after, 200);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const found = await findGaleri(db, id);
    if (!found) return apiError(c, 404, "not_found", apiMessages.galeriNotFound);
    const { before } = await batchAroundGaleri(db, id, [
      activityIfFound(db, "galeri", byAdmin(c.get("session").user, "galeri", "hapus", id, found.judul)),
      ...deleteGaleriStatements(db, id),
      bumpContentVersion(db),
    ]);
    if (!before) return apiError(c, 404, "not_found", apiMessages.galeriNotFound);
    await deleteUploads(c.env.IMAGES, [before.foto]);
    return c.json({ success: true }, 200);
  })
  .all("/:id", methodNotAllowed(["PUT", "DELETE"]));
