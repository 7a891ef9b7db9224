import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { PENGUMUMAN_MAX, type Pengumuman, pengumumanSchema } from "@padukuhan/shared/pengumuman";
import { wibInput } from "@padukuhan/shared/wib";
import { TextAreaField, TextField } from "../../components/fields";
import { EntityFormModal } from "../../components/form-modal";
import { entityFormOptions, imageBody } from "../../content/entity-form";
import { useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";

function startingValues(record: Pengumuman | null) {
  return {
    text: record?.text ?? "",
    link: record?.link ?? "",
    mulai: record ? wibInput(new Date(record.mulai)) : "",
    selesai: record ? wibInput(new Date(record.selesai)) : "",
  };
}

/**
 * Add or edit an announcement: its text, an optional link and its period in WIB. The server
 * refuses a period that overlaps another announcement's, naming it.
 */
export function PengumumanForm(entity: EntityFormProps<Pengumuman>) {
  const { record, save } = entity;
  const form = useForm({
    ...entityFormOptions("pengumuman", record, () => startingValues(record)),
    check: (values) => schemaProblems(pengumumanSchema, values),
    send: (values) => save.submit(imageBody(values, {})),
  });

  return (
    <EntityFormModal entity={entity} form={form} addLabel="Tambah Pengumuman">
      <TextAreaField
        id="pengumuman-text"
        label="Teks pengumuman"
        required
        hint={`Singkat: maksimal ${PENGUMUMAN_MAX} karakter, tampil di bagian atas setiap halaman.`}
        {...form.field("text")}
      />
      <TextField
        id="pengumuman-link"
        label="Link"
        type="url"
        hint="Misalnya www.sleman.go.id atau https://contoh.go.id"
        {...form.field("link")}
      />
      <TextField
        id="pengumuman-mulai"
        label="Mulai (WIB)"
        type="datetime-local"
        required
        {...form.field("mulai")}
      />
      <TextField
        id="pengumuman-selesai"
        label="Selesai (WIB)"
        type="datetime-local"
        required
        hint="Hanya satu pengumuman yang tampil pada satu waktu: periodenya tidak boleh bertabrakan."
        {...form.field("selesai")}
      />
    </EntityFormModal>
  );
}
