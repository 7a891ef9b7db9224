import { type Agenda, agendaSchema } from "@padukuhan/shared/agenda";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { wibInput } from "@padukuhan/shared/wib";
import { FieldList } from "../../components/field-list";
import { EntityFormModal } from "../../components/form-modal";
import { ImageField } from "../../components/image-field";
import { entityFormOptions, imageBody, textValues } from "../../content/entity-form";
import { useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";
import { agendaFields } from "./kind";

function startingValues(record: Agenda | null) {
  return {
    ...textValues(record, ["judul", "lokasi", "deskripsi"]),
    mulai: record ? wibInput(new Date(record.mulai)) : "",
    selesai: record ? wibInput(new Date(record.selesai)) : "",
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
      <FieldList fields={agendaFields} field={form.field} />
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
