import { contentMessages, fieldErrors, galeriSchema } from "@padukuhan/shared/content-schemas";
import type { Galeri } from "@padukuhan/shared/types";
import { useState } from "react";
import { TextField } from "../components/fields";
import { FormModal } from "../components/form-modal";
import { ImageField } from "../components/image-field";
import { draftKey, reviveStrings, useDraft } from "../content/drafts";
import { commonTexts } from "../content/entities";
import { without } from "../content/form-errors";
import { appendImage, blocksSubmit, NO_IMAGE } from "../content/image-choice";
import type { EntityFormProps } from "../content/use-manager";

/** Add or edit a gallery photo: a title and a photo of at most 5 MB, never compressed. */
export function GaleriForm({ record, texts, save, onClose, fallbackFocus }: EntityFormProps<Galeri>) {
  const editing = record !== null;
  const initial = () => ({ judul: record?.judul ?? "" });
  const draft = useDraft({
    key: draftKey("galeri", record?.id),
    version: record ? (record.updatedAt ?? record.createdAt) : null,
    initial,
    revive: (stored) => reviveStrings(stored, initial()),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const image = draft.images.image ?? NO_IMAGE;

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  const submit = async () => {
    const parsed = galeriSchema.safeParse(draft.values);
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!editing && image.status !== "ready") problems.image = contentMessages.galeriImageRequired;
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const body = new FormData();
    body.append("judul", draft.values.judul);
    appendImage(body, "image", image);
    const serverProblems = await save.submit(body);
    if (Object.keys(serverProblems).length > 0) showErrors(serverProblems);
  };

  return (
    <FormModal
      title={editing ? texts.editTitle : texts.addTitle}
      editing={editing}
      save={save}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={editing ? commonTexts.saveChanges : "Tambah Foto"}
      submitBlocked={blocksSubmit(image)}
      hasErrors={Object.keys(errors).length > 0}
      focusRequest={focusRequest}
      restored={draft.restored}
      onStartOver={() => {
        draft.discard();
        setErrors({});
      }}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        id="galeri-judul"
        label="Judul foto"
        required
        hint="Kata seperti sawah, tradisi, jalan atau warga menentukan kategori foto di galeri."
        value={draft.values.judul}
        onChange={(value) => {
          draft.setValues(() => ({ judul: value }));
          setErrors((current) => without(current, "judul"));
        }}
        error={errors.judul}
      />
      <ImageField
        id="galeri-foto"
        label="Foto"
        rule="galeri"
        required={!editing}
        slot={image}
        onChange={(slot) => {
          draft.setImage("image", slot);
          setErrors((current) => without(current, "image"));
        }}
        storedUrl={record?.foto ?? null}
        error={errors.image}
        hint={
          editing
            ? "JPG, PNG, atau GIF, maksimum 5 MB. Biarkan kosong untuk tetap memakai foto saat ini."
            : "JPG, PNG, atau GIF, maksimum 5 MB."
        }
      />
    </FormModal>
  );
}
