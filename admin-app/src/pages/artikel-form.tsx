import { ARTIKEL_KATEGORI } from "@padukuhan/shared/categories";
import { artikelSchema, contentMessages, fieldErrors } from "@padukuhan/shared/content-schemas";
import type { Artikel } from "@padukuhan/shared/types";
import { useState } from "react";
import { SelectField, TextAreaField, TextField } from "../components/fields";
import { FormModal } from "../components/form-modal";
import { ImageField } from "../components/image-field";
import { draftKey, reviveStrings, useDraft } from "../content/drafts";
import { commonTexts } from "../content/entities";
import { without } from "../content/form-errors";
import { appendImage, blocksSubmit, NO_IMAGE } from "../content/image-choice";
import type { EntityFormProps } from "../content/use-manager";

type ArtikelValues = { judul: string; kategori: string; text: string; link: string; tags: string };

function startingValues(record: Artikel | null): ArtikelValues {
  return {
    judul: record?.judul ?? "",
    kategori: record?.kategori ?? "",
    text: record?.text ?? "",
    link: record?.link ?? "",
    tags: record?.tags.join(", ") ?? "",
  };
}

/** Add or edit an article: validated with the shared schema, image required only on add. */
export function ArtikelForm({ record, texts, save, onClose, fallbackFocus }: EntityFormProps<Artikel>) {
  const editing = record !== null;
  const initial = () => startingValues(record);
  const draft = useDraft({
    key: draftKey("artikel", record?.id),
    version: record ? (record.updatedAt ?? record.createdAt) : null,
    initial,
    revive: (stored) => reviveStrings(stored, initial()),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const image = draft.images.image ?? NO_IMAGE;
  const { values } = draft;

  const change = (name: keyof ArtikelValues) => (value: string) => {
    draft.setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => without(current, name));
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  const submit = async () => {
    const parsed = artikelSchema.safeParse(values);
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    if (!editing && image.status !== "ready") problems.image = contentMessages.artikelImageRequired;
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
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
      submitLabel={editing ? commonTexts.saveChanges : "Tambah Artikel"}
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
        id="artikel-judul"
        label="Judul"
        required
        value={values.judul}
        onChange={change("judul")}
        error={errors.judul}
      />
      <SelectField
        id="artikel-kategori"
        label="Kategori"
        required
        placeholder="Pilih kategori"
        options={ARTIKEL_KATEGORI}
        value={values.kategori}
        onChange={change("kategori")}
        error={errors.kategori}
      />
      <TextAreaField
        id="artikel-text"
        label="Isi artikel"
        required
        hint="Tekan Enter untuk membuat paragraf baru."
        value={values.text}
        onChange={change("text")}
        error={errors.text}
      />
      <TextField
        id="artikel-link"
        label="Link terkait"
        type="url"
        inputMode="url"
        hint="Contoh: https://jogjaprov.go.id"
        value={values.link}
        onChange={change("link")}
        error={errors.link}
      />
      <TextField
        id="artikel-tags"
        label="Tag"
        hint="Pisahkan dengan koma, misalnya: gotong royong, panen"
        value={values.tags}
        onChange={change("tags")}
        error={errors.tags}
      />
      <ImageField
        id="artikel-gambar"
        label="Gambar artikel"
        rule="artikel"
        required={!editing}
        slot={image}
        onChange={(slot) => {
          draft.setImage("image", slot);
          setErrors((current) => without(current, "image"));
        }}
        storedUrl={record?.gambar ?? null}
        error={errors.image}
        hint={
          editing
            ? "JPG, PNG, atau GIF. Biarkan kosong untuk tetap memakai gambar saat ini."
            : "JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
        }
      />
    </FormModal>
  );
}
