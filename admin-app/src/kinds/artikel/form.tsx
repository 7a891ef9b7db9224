import {
  ARTIKEL_STATUS,
  ARTIKEL_STATUS_LABEL,
  type Artikel,
  type ArtikelStatus,
  artikelMessages,
  artikelSchema,
} from "@padukuhan/shared/artikel";
import { ARTIKEL_KATEGORI } from "@padukuhan/shared/categories";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { wibInput } from "@padukuhan/shared/wib";
import { SelectField, TextAreaField, TextField } from "../../components/fields";
import { EntityFormModal } from "../../components/form-modal";
import { RecordImageField } from "../../components/image-field";
import { entityFormOptions, imageBody } from "../../content/entity-form";
import { missingImage, useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";

function startingValues(record: Artikel | null) {
  return {
    judul: record?.judul ?? "",
    kategori: record?.kategori ?? "",
    text: record?.text ?? "",
    link: record?.link ?? "",
    penulis: record?.penulis ?? "",
    tags: record?.tags.join(", ") ?? "",
    // A new article is published at once unless the admin chooses otherwise, as before.
    status: record?.status ?? "terbit",
    publishAt: record?.publishAt ? wibInput(new Date(record.publishAt)) : "",
  };
}

const statusLabel = (option: string) => ARTIKEL_STATUS_LABEL[option as ArtikelStatus] ?? option;

/** Add or edit an article: validated with the shared schema, image required only on add. */
export function ArtikelForm(entity: EntityFormProps<Artikel>) {
  const { record, save } = entity;
  const editing = record !== null;
  const form = useForm({
    ...entityFormOptions("artikel", record, () => startingValues(record)),
    check: (values, images) => ({
      ...schemaProblems(artikelSchema, values),
      ...missingImage(!editing, images.image, artikelMessages.imageRequired),
    }),
    send: (values, images) => save.submit(imageBody(values, images)),
  });

  return (
    <EntityFormModal entity={entity} form={form} addLabel="Tambah Artikel">
      <TextField id="artikel-judul" label="Judul" required {...form.field("judul")} />
      <SelectField
        id="artikel-kategori"
        label="Kategori"
        required
        placeholder="Pilih kategori"
        options={ARTIKEL_KATEGORI}
        {...form.field("kategori")}
      />
      <TextAreaField
        id="artikel-text"
        label="Isi artikel"
        required
        hint="Tekan Enter untuk membuat paragraf baru."
        {...form.field("text")}
      />
      <TextField
        id="artikel-link"
        label="Link terkait"
        type="url"
        hint="Contoh: https://jogjaprov.go.id"
        {...form.field("link")}
      />
      <TextField
        id="artikel-penulis"
        label="Penulis"
        hint="Kosongkan bila ditulis atas nama Admin Padukuhan."
        {...form.field("penulis")}
      />
      <SelectField
        id="artikel-status"
        label="Status"
        required
        placeholder="Pilih status"
        options={ARTIKEL_STATUS}
        optionLabel={statusLabel}
        hint="Draf dan Terjadwal hanya terlihat di admin. Terbit langsung tampil di situs."
        {...form.field("status")}
      />
      {form.values.status === "terjadwal" && (
        <TextField
          id="artikel-publish-at"
          label="Waktu terbit (WIB)"
          type="datetime-local"
          required
          hint="Artikel tampil di situs otomatis pada waktu ini (paling lambat satu menit setelahnya)."
          {...form.field("publishAt")}
        />
      )}
      <TextField
        id="artikel-tags"
        label="Tag"
        hint="Pisahkan dengan koma, misalnya: gotong royong, panen"
        {...form.field("tags")}
      />
      <RecordImageField
        id="artikel-gambar"
        label="Gambar artikel"
        rule="artikel"
        editing={editing}
        {...form.imageField("image")}
        storedUrl={record?.gambar ?? null}
      />
    </EntityFormModal>
  );
}
