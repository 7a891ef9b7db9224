import {
  PENDING_IMAGE,
  SETTINGS_SCHEMAS,
  SETTINGS_TITLES,
  type SettingsSection,
  type SiteSettings,
  settingsFieldErrors,
} from "@padukuhan/shared/settings";
import { clearDraft } from "../content/drafts";
import { appendImage, type ImageSlot, NO_IMAGE } from "../content/image-choice";
import { sendMultipart } from "../content/upload";
import { useForm } from "../content/use-form";
import type { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import type { Row } from "./list-editor";

/** A section as the API gives it: its value, and when it was saved last (null: never). */
export interface StoredSection<S extends SettingsSection = SettingsSection> {
  value: SiteSettings[S];
  updatedAt: string | null;
}

/** Where a new image of the form goes in the section's value, and the file chosen for it. */
export interface ImagePlace {
  path: string;
  slot: ImageSlot;
}

/**
 * How one section's form holds its value: text everywhere (numbers too, as typed), list rows
 * with a key each, images by the URL they keep (a new file lives in the form's images).
 */
export interface SectionSpec<S extends SettingsSection, V extends object> {
  section: S;
  toForm: (value: SiteSettings[S]) => V;
  /** The value to send: every image a URL it keeps, or null where a new file goes (`files`). */
  toValue: (form: V, images: Record<string, ImageSlot>) => unknown;
  files: (form: V, images: Record<string, ImageSlot>) => ImagePlace[];
}

export const draftKeyOf = (section: SettingsSection) => `pengaturan:${section}`;

/** The value with the stand-in URL where a new file goes, as the Worker will check it. */
function withPending(value: unknown, places: ImagePlace[]): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const { path } of places) {
    const parts = path.split(".");
    const last = parts.pop() as string;
    let node: unknown = copy;
    for (const part of parts) node = (node as Record<string, unknown>)[part];
    (node as Record<string, unknown>)[last] = PENDING_IMAGE;
  }
  return copy;
}

/** Whether a stored draft still has the form's shape (keys and kinds of values, rows keyed). */
function sameShape(stored: unknown, template: unknown): boolean {
  if (Array.isArray(template)) {
    return Array.isArray(stored) && stored.every((row) => typeof (row as Row | null)?.key === "string");
  }
  if (template === null || typeof template !== "object") {
    return stored === null || typeof stored === typeof template || typeof template === "object";
  }
  if (stored === null || typeof stored !== "object") return false;
  return Object.entries(template).every(([key, value]) =>
    sameShape((stored as Record<string, unknown>)[key], value),
  );
}

/**
 * One section's form: checked with its shared schema (the same the Worker uses), sent with
 * its new images as multipart to PUT /api/admin/pengaturan/:section. `onSaved` gets what the
 * Worker stored (its links completed, its images given their URLs).
 */
export function useSectionForm<S extends SettingsSection, V extends object>(
  spec: SectionSpec<S, V>,
  stored: StoredSection<S>,
  write: ReturnType<typeof useWrite>,
  onSaved: (saved: StoredSection<S>) => void,
) {
  const schema = SETTINGS_SCHEMAS[spec.section];
  const initial = () => spec.toForm(stored.value);
  return useForm<V>({
    draftKey: draftKeyOf(spec.section),
    version: stored.updatedAt,
    initial,
    revive: (draft) => (sameShape(draft, initial()) ? (draft as V) : null),
    check: (values, images) =>
      settingsFieldErrors(schema, withPending(spec.toValue(values, images), spec.files(values, images))),
    send: async (values, images) => {
      const places = spec.files(values, images);
      const body = new FormData();
      body.append("value", JSON.stringify(spec.toValue(values, images)));
      for (const { path, slot } of places) appendImage(body, path, slot);
      const outcome = await write.run(`Gagal menyimpan ${SETTINGS_TITLES[spec.section]}`, () =>
        sendMultipart(endpoints.pengaturan.save(spec.section), body, write.setProgress),
      );
      if (!outcome.ok) return outcome.fields;
      clearDraft(draftKeyOf(spec.section));
      onSaved(outcome.result);
      return {};
    },
  });
}

/** The new file chosen for an image, if any: where it goes in the value. */
export function placeIf(path: string, slot: ImageSlot | undefined): ImagePlace[] {
  return slot && slot.status === "ready" ? [{ path, slot }] : [];
}

/** The URL an image keeps: none while a new file replaces it. */
export function keptUrl(url: string | null, slot: ImageSlot | undefined): string | null {
  return (slot ?? NO_IMAGE).status === "ready" ? null : url;
}
