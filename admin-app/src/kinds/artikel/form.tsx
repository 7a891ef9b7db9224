import { type Artikel, artikelMessages, artikelSchema } from "@padukuhan/shared/artikel";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { wibInput } from "@padukuhan/shared/wib";
import { FieldList } from "../../components/field-list";
import { EntityFormModal } from "../../components/form-modal";
import { RecordImageField } from "../../components/image-field";
import { entityFormOptions, imageBody, textValues } from "../../content/entity-form";
import { missingImage, useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";
import { artikelFields } from "./kind";

function startingValues(record: Artikel | null) {
  return {
    ...textValues(record, ["judul", "kategori", "text", "link", "penulis"]),
    tags: record?.tags.join(", ") ?? "",
    // A new article is published at once unless the admin chooses otherwise, as before.
    status: record?.status ?? "terbit",
    publishAt: record?.publishAt ? wibInput(new Date(record.publishAt)) : "",
  };
}

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
      <FieldList
        fields={artikelFields.filter(
          (spec) => spec.name !== "publishAt" || form.values.status === "terjadwal",
        )}
        field={form.field}
      />
      <RecordImageField rule="artikel" label="Gambar artikel" record={record} {...form.imageField("image")} />
    </EntityFormModal>
  );
}
