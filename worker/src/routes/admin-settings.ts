import {
  IMAGE_URL,
  isSettingsSection,
  MAX_SETTINGS_IMAGES,
  PENDING_IMAGE,
  SETTINGS_IMAGE_FIELDS,
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  SETTINGS_TITLES,
  type SettingsSection,
  type StoredSettings,
  setAtPath,
  settingsFieldErrors,
  settingsImages,
  settingsMessages,
} from "@padukuhan/shared/settings";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { validator } from "hono/validator";
import { bumpContentVersion } from "../db/content-version";
import { readSettingsWithTimes, readSettingValue, saveSettingStatement } from "../db/settings";
import type { AppEnv } from "../env";
import { activityStatement, byAdmin } from "../lib/activity-log";
import { bodyLimit } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";
import { checkImageFields, formFile, isCopyField, payloadTooLarge, requestLimit } from "../lib/upload-form";
import { deleteUnreferenced, storeImages, writeOrDiscard } from "../lib/upload-store";
import { formInput, refuseInput } from "../lib/validation";

/**
 * The image URLs a section keeps must be ones it already held (or the sample pictures): a
 * client cannot point a section at another record's upload, which this section's next save
 * would then delete. The stand-in for a new file may stand only where a file was sent.
 */
function foreignImages(value: unknown, before: unknown, filePaths: string[]): Record<string, string> {
  const held = new Set(settingsImages(before));
  const problems: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === "string") {
      const at = path.join(".");
      const allowed =
        node === PENDING_IMAGE ? filePaths.includes(at) : node.startsWith("/img/sample/") || held.has(node);
      if (IMAGE_URL.test(node) && !allowed) problems[at] = settingsMessages.image;
    } else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(value, []);
  return problems;
}

/** A section 'Pengaturan Situs' has, or 404 before the body is read. */
const knownSection = validator("param", ({ section = "" }, c) =>
  isSettingsSection(section) ? { section } : apiError(c, 404, "not_found", settingsMessages.unknownSection),
);

const sectionLimit = bodyLimit(requestLimit(MAX_SETTINGS_IMAGES), payloadTooLarge);

/**
 * A section's new value: its JSON in field `value`, and each new image in the field named by
 * the place it goes (`slides.1.src`), which the section must have. The value is checked by the
 * section's schema, and the images it keeps against those it held (`before`, also what the
 * save replaces); the new images with their copies. Nothing is stored yet.
 */
async function checkSection(form: FormData, c: Context<AppEnv>) {
  // `knownSection` runs first: the path names a section.
  const section = c.req.param("section") as SettingsSection;
  let value: unknown;
  try {
    value = JSON.parse(String(form.get("value") ?? ""));
  } catch {
    refuseInput({ form: settingsMessages.unreadable });
  }
  const imageFields = [...new Set(form.keys())].filter((key) => key !== "value" && !isCopyField(key));
  const allowed = SETTINGS_IMAGE_FIELDS[section];
  for (const field of imageFields) {
    if (!allowed?.test(field) || !formFile(form, field) || !setAtPath(value, field, PENDING_IMAGE)) {
      refuseInput({ [field]: settingsMessages.image });
    }
  }
  const before = await readSettingValue(c.env.DB, section);
  const problems = {
    ...settingsFieldErrors(SETTINGS_SCHEMAS[section], value),
    ...foreignImages(value, before, imageFields),
  };
  if (Object.keys(problems).length > 0) refuseInput(problems);
  const parsed = SETTINGS_SCHEMAS[section].parse(value);
  return { value: parsed, images: await checkImageFields(form, imageFields), before };
}

/**
 * 'Pengaturan Situs': every section with its stored (or default) value, and the save of one
 * section, its new images included. Mounted at /api/admin/pengaturan, behind the session guard.
 */
export const adminSettings = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { settings, savedAt } = await readSettingsWithTimes(c.env.DB);
    c.header("Cache-Control", "no-store");
    const stored = Object.fromEntries(
      SETTINGS_SECTIONS.map((section) => [
        section,
        { value: settings[section], updatedAt: savedAt[section] ?? null },
      ]),
    ) as StoredSettings;
    return c.json(stored, 200);
  })
  .all("/", methodNotAllowed(["GET"]))
  .put("/:section", knownSection, sectionLimit, formInput(checkSection), async (c) => {
    const { section } = c.req.valid("param");
    const { value, images, before } = c.req.valid("form");
    const db = c.env.DB;
    const uploaded = await storeImages(c.env.IMAGES, images);
    for (const [index, image] of images.entries()) setAtPath(value, image.field, uploaded[index]);

    const { user } = c.get("session");
    const now = Date.now();
    await writeOrDiscard(c.env.IMAGES, uploaded, () =>
      db.batch([
        saveSettingStatement(db, section, value, user.id, now),
        bumpContentVersion(db),
        activityStatement(db, byAdmin(user, "pengaturan", "ubah", section, SETTINGS_TITLES[section])),
      ]),
    );
    // Only now that D1 holds the new value may the images it no longer names go.
    await deleteUnreferenced(c.env.IMAGES, [...settingsImages(before), ...uploaded], settingsImages(value));
    return c.json({ value, updatedAt: new Date(now).toISOString() }, 200);
  })
  .all("/:section", methodNotAllowed(["PUT"]));
