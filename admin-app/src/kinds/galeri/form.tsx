import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { type Galeri, galeriMessages, galeriSchema } from "@padukuhan/shared/galeri";
import { TextField } from "../../components/fields";
import { EntityFormModal } from "../../components/form-modal";
import { ImageField } from "../../components/image-field";
import { entityFormOptions, imageBody } from "../../content/entity-form";
import { missingImage, useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";

const JENIS = [
  { value: "foto", label: "Foto" },
  { value: "video", label: "Video YouTube" },
] as const;

/**
 * Add or edit a gallery item: a title and either a photo of at most 5 MB, never compressed, or
 * a YouTube link (the server keeps the video's id and stores its thumbnail).
 */
export function GaleriForm(entity: EntityFormProps<Galeri>) {
  const { record, save } = entity;
  const editing = record !== null;
  const form = useForm({
    ...entityFormOptions("galeri", record, () => ({
      judul: record?.judul ?? "",
      jenis: record?.videoId ? "video" : "foto",
      video: record?.videoId ? `https://youtu.be/${record.videoId}` : "",
    })),
    check: (values, images) => ({
      ...schemaProblems(galeriSchema, values),
      // A new photo, or a video turned into a photo, needs its file: nothing else stands in.
      ...(values.jenis === "video"
        ? {}
        : missingImage(!editing || Boolean(record.videoId), images.image, galeriMessages.imageRequired)),
    }),
    // A video sends no file: its picture is the thumbnail the server fetches.
    send: (values, images) => save.submit(imageBody(values, values.jenis === "video" ? {} : images)),
  });
  const jenis = form.field("jenis");
  const video = jenis.value === "video";
  const photoHint =
    editing && !record.videoId
      ? "JPG, PNG, atau GIF, maksimum 5 MB. Biarkan kosong untuk tetap memakai foto saat ini."
      : "JPG, PNG, atau GIF, maksimum 5 MB.";

  return (
    <EntityFormModal entity={entity} form={form} addLabel={video ? "Tambah Video" : "Tambah Foto"}>
      <TextField
        id="galeri-judul"
        label={video ? "Judul video" : "Judul foto"}
        required
        hint="Kata seperti sawah, tradisi, jalan atau warga menentukan kategori di galeri."
        {...form.field("judul")}
      />
      {/* A select rather than radios: a radio labelled 'Foto' would share its name with the photo field. */}
      <div className="field">
        <label htmlFor="galeri-jenis">Jenis</label>
        <select
          id="galeri-jenis"
          value={jenis.value}
          onChange={(event) => jenis.onChange(event.target.value)}
        >
          {JENIS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {video ? (
        <TextField
          id="galeri-video"
          label="Link video YouTube"
          type="url"
          required
          hint="Salin link dari YouTube, misalnya https://youtu.be/… atau https://www.youtube.com/watch?v=…"
          {...form.field("video")}
        />
      ) : (
        <ImageField
          id="galeri-foto"
          label="Foto"
          rule="galeri"
          required={!editing || Boolean(record.videoId)}
          {...form.imageField("image")}
          storedUrl={record && !record.videoId ? record.foto : null}
          hint={photoHint}
        />
      )}
    </EntityFormModal>
  );
}
