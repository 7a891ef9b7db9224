import { contentMessages, galeriSchema, schemaProblems } from "@padukuhan/shared/content-schemas";
import type { Galeri } from "@padukuhan/shared/types";
import { TextField } from "../components/fields";
import { FormModal } from "../components/form-modal";
import { ImageField } from "../components/image-field";
import { commonTexts } from "../content/entities";
import { entityFormOptions, imageBody } from "../content/entity-form";
import { missingImage, useForm } from "../content/use-form";
import type { EntityFormProps } from "../content/use-manager";

/** Add or edit a gallery photo: a title and a photo of at most 5 MB, never compressed. */
export function GaleriForm({ record, texts, save, onClose, fallbackFocus }: EntityFormProps<Galeri>) {
  const editing = record !== null;
  const form = useForm({
    ...entityFormOptions("galeri", record, () => ({ judul: record?.judul ?? "" })),
    check: (values, images) => ({
      ...schemaProblems(galeriSchema, values),
      ...missingImage(!editing, images.image, contentMessages.galeriImageRequired),
    }),
    send: (values, images) => save.submit(imageBody(values, images)),
  });

  return (
    <FormModal
      title={editing ? texts.editTitle : texts.addTitle}
      editing={editing}
      save={save}
      form={form}
      onClose={onClose}
      submitLabel={editing ? commonTexts.saveChanges : "Tambah Foto"}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        id="galeri-judul"
        label="Judul foto"
        required
        hint="Kata seperti sawah, tradisi, jalan atau warga menentukan kategori foto di galeri."
        {...form.field("judul")}
      />
      <ImageField
        id="galeri-foto"
        label="Foto"
        rule="galeri"
        required={!editing}
        {...form.imageField("image")}
        storedUrl={record?.foto ?? null}
        hint={
          editing
            ? "JPG, PNG, atau GIF, maksimum 5 MB. Biarkan kosong untuk tetap memakai foto saat ini."
            : "JPG, PNG, atau GIF, maksimum 5 MB."
        }
      />
    </FormModal>
  );
}
