import {
  PENDING_IMAGE,
  SETTINGS_SCHEMAS,
  SETTINGS_TITLES,
  type SettingsSection,
  type SiteSettings,
  type StoredSection,
  setAtPath,
  settingsFieldErrors,
} from "@padukuhan/shared/settings";
import { clearDraft } from "../content/drafts";
import { appendImage, type ImageSlot, NO_IMAGE } from "../content/image-choice";
import { sendMultipart } from "../content/upload";
import { useForm } from "../content/use-form";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import type { Row } from "./list-editor";

/**
 * A dotted path into a value, as its schema names a field and the Worker a file's place:
 * 'logo', 'colors.primary', 'slides.2.image'.
 */
export type FieldPath<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${FieldPath<Item>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${FieldPath<T[K]>}` }[keyof T & string]
    : never;

/** Where a new image of the form goes in the section's value, and the file chosen for it. */
export interface ImagePlace<S extends SettingsSection> {
  path: FieldPath<SiteSettings[S]>;
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
  files: (form: V, images: Record<string, ImageSlot>) => ImagePlace<S>[];
}

/** What the page gives each section. */
export interface SectionProps<S extends SettingsSection> {
  stored: StoredSection<S>;
  onSaved: (saved: StoredSection<S>) => void;
  banner: string | null;
  publicOrigin: string;
}

/** A section's form, typed by how it holds the section's value. */
export type SectionForm<V extends object> = ReturnType<typeof useForm<V>>;

export const draftKeyOf = (section: SettingsSection) => `pengaturan:${section}`;

/** The value with the stand-in URL where a new file goes, as the Worker will check it. */
function withPending<S extends SettingsSection>(value: unknown, places: ImagePlace<S>[]): unknown {
  const copy = structuredClone(value);
  for (const { path } of places) setAtPath(copy, path, PENDING_IMAGE);
  return copy;
}

/** Whether a stored draft still has the form's shape (keys and kinds of values, rows keyed). */
function sameShape<V>(stored: unknown, template: V): stored is V {
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
 * One section's form and its write, the same for every section: checked with its shared
 * schema (the same the Worker uses), sent with its new images as multipart to PUT
 * /api/admin/pengaturan/:section. `onSaved` gets what the Worker stored (its links completed,
 * its images given their URLs); the page then remounts the section.
 */
export function useSection<S extends SettingsSection, V extends object>(
  spec: SectionSpec<S, V>,
  stored: StoredSection<S>,
  onSaved: (saved: StoredSection<S>) => void,
) {
  const write = useWrite();
  const schema = SETTINGS_SCHEMAS[spec.section];
  const initial = () => spec.toForm(stored.value);
  const form = useForm<V>({
    draftKey: draftKeyOf(spec.section),
    version: stored.updatedAt,
    initial,
    revive: (draft) => (sameShape(draft, initial()) ? draft : null),
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
  return { form, write };
}

/** The sections whose every field is text. */
type TextSection = {
  [S in SettingsSection]: SiteSettings[S] extends Record<string, string> ? S : never;
}[SettingsSection];

/** A section of text fields only: the form holds its value as it is. */
export const textSpec = <S extends TextSection>(section: S): SectionSpec<S, SiteSettings[S]> => ({
  section,
  toForm: (value) => ({ ...value }),
  toValue: (form) => form,
  files: () => [],
});

/** The new file chosen for an image, if any: where it goes in the value. */
export function placeIf<P extends string>(
  path: P,
  slot: ImageSlot | undefined,
): Array<{ path: P; slot: ImageSlot }> {
  return slot && slot.status === "ready" ? [{ path, slot }] : [];
}

/** The URL an image keeps: none while a new file replaces it. */
export function keptUrl(url: string | null, slot: ImageSlot | undefined): string | null {
  return (slot ?? NO_IMAGE).status === "ready" ? null : url;
}
