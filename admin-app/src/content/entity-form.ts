import type { Stamped } from "@padukuhan/shared/types";
import { draftKey, reviveStrings } from "./drafts";
import type { EntityKey } from "./entities";
import { appendImage, type ImageSlot, NO_IMAGE } from "./image-choice";

/**
 * Where a content record's add/edit form keeps its draft: one per record (or one for a new
 * record), dropped when the record has changed since the draft began.
 */
export function entityDraft(entity: EntityKey, record: Stamped | null) {
  return {
    draftKey: draftKey(entity, record?.id),
    version: record ? (record.updatedAt ?? record.createdAt) : null,
  };
}

/** The draft options of a form whose values are all text. */
export function entityFormOptions<V extends Record<string, string>>(
  entity: EntityKey,
  record: Stamped | null,
  initial: () => V,
) {
  return {
    ...entityDraft(entity, record),
    initial,
    revive: (stored: unknown) => reviveStrings(stored, initial()),
  };
}

/** The text fields as multipart fields, and the main image (`image`) when a new one was chosen. */
export function imageBody(values: Record<string, string>, images: Record<string, ImageSlot>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  appendImage(body, "image", images.image ?? NO_IMAGE);
  return body;
}

type TextFieldsOf<R> = { [K in keyof R]: R[K] extends string | null | undefined ? K : never }[keyof R] &
  string;

/** A form's starting text: the record's own value of each named field, or empty for a new record. */
export function textValues<R extends object, N extends TextFieldsOf<R>>(
  record: R | null,
  names: readonly N[],
): Record<N, string> {
  return Object.fromEntries(
    names.map((name) => [name, (record?.[name] as string | null | undefined) ?? ""]),
  ) as Record<N, string>;
}
