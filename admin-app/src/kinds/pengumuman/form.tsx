import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { type Pengumuman, pengumumanSchema } from "@padukuhan/shared/pengumuman";
import { wibInput } from "@padukuhan/shared/wib";
import { FieldList } from "../../components/field-list";
import { EntityFormModal } from "../../components/form-modal";
import { entityFormOptions, imageBody, textValues } from "../../content/entity-form";
import { useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";
import { pengumumanFields } from "./kind";

function startingValues(record: Pengumuman | null) {
  return {
    ...textValues(record, ["text", "link"]),
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
      <FieldList fields={pengumumanFields} field={form.field} />
    </EntityFormModal>
  );
}
