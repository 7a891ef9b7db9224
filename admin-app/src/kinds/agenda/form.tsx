import { type Agenda, agendaSchema } from "@padukuhan/shared/agenda";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { wibInput } from "@padukuhan/shared/wib";
import { TextAreaField, TextField } from "../../components/fields";
import { EntityFormModal } from "../../components/form-modal";
import { ImageField } from "../../components/image-field";
import { entityFormOptions, imageBody } from "../../content/entity-form";
import { useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";

function startingValues(record: Agenda | null) {
  return {
    judul: record?.judul ?? "",
    mulai: record ? wibInput(new Date(record.mulai)) : "",
    selesai: record ? wibInput(new Date(record.selesai)) : "",
    lokasi: record?.lokasi ?? "",
    deskripsi: record?.deskripsi ?? "",
    // "1": drop the stored image (a new one chosen wins over it).
    hapus_gambar: "",
  };
}

/**
 * Add or edit an event: title, start and end in WIB, place, description and an optional image
 * (a poster or a photo), which an edit keeps, replaces or drops.
 */
export function AgendaForm(entity: EntityFormProps<Agenda>) {
  const { record, save } = entity;
  const editing = record !== null;
  const form = useForm({
    ...entityFormOptions("agenda", record, () => startingValues(record)),
    check: (values) => schemaProblems(agendaSchema, values),
    send: (values, images) => save.submit(imageBody(values, images)),
  });
  const image = form.imageField("image");
  const drop = form.field("hapus_gambar");
  const canDrop = editing && record.gambar !== null && image.slot.status !== "ready";

  return (
    <EntityFormModal entity={entity} form={form} addLabel="Tambah Agenda">
      <TextField id="agenda-judul" label="Judul agenda" required {...form.field("judul")} />
      <TextField
        id="agenda-mulai"
        label="Mulai (WIB)"
        type="datetime-local"
        required
        {...form.field("mulai")}
      />
      <TextField
        id="agenda-selesai"
        label="Selesai (WIB)"
        type="datetime-local"
        required
        hint="Setelah waktu selesai, agenda pindah ke Arsip Agenda dengan sendirinya."
        {...form.field("selesai")}
      />
      <TextField id="agenda-lokasi" label="Lokasi" required {...form.field("lokasi")} />
      <TextAreaField id="agenda-deskripsi" label="Deskripsi" required {...form.field("deskripsi")} />
      <ImageField
        id="agenda-gambar"
        label="Gambar"
        rule="galeri"
        required={false}
        {...image}
        storedUrl={record && drop.value !== "1" ? record.gambar : null}
        hint={
          editing && record.gambar
            ? "JPG, PNG, atau GIF, maksimum 5 MB. Biarkan kosong untuk tetap memakai gambar saat ini."
            : "JPG, PNG, atau GIF, maksimum 5 MB."
        }
      />
      {canDrop && (
        <label className="choice">
          <input
            type="checkbox"
            checked={drop.value === "1"}
            onChange={(event) => drop.onChange(event.target.checked ? "1" : "")}
          />
          Hapus gambar saat ini
        </label>
      )}
    </EntityFormModal>
  );
}
