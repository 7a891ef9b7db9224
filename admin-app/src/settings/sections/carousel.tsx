import type { SiteSettings } from "@padukuhan/shared/settings";
import { TextAreaField, TextField } from "../../components/fields";
import { ImageField } from "../../components/image-field";
import { ListEditor, newRowKey } from "../list-editor";
import { imageName, type Rows, rowField, setRows, withKeys } from "../list-rows";
import { SectionCard } from "../section-card";
import { keptUrl, placeIf, type SectionProps, type SectionSpec } from "../use-section";

type Slide = SiteSettings["carousel"]["slides"][number];
/** A new slide has no image until one is chosen. */
type CarouselForm = { slides: Rows<Omit<Slide, "image"> & { image: string | null }> };

const carouselSpec: SectionSpec<"carousel", CarouselForm> = {
  section: "carousel",
  toForm: ({ slides }) => ({ slides: withKeys(slides) }),
  toValue: ({ slides }, images) => ({
    slides: slides.map(({ key, ...slide }) => ({
      ...slide,
      image: keptUrl(slide.image, images[imageName("slides", { key })]),
    })),
  }),
  files: ({ slides }, images) =>
    slides.flatMap((row, index) => placeIf(`slides.${index}.image`, images[imageName("slides", row)])),
};

export function CarouselSection(props: SectionProps<"carousel">) {
  return (
    <SectionCard
      spec={carouselSpec}
      props={props}
      path="/"
      intro="1 sampai 6 slide di bagian atas beranda, berganti setiap 5 detik."
    >
      {(form) => (
        <>
          <ListEditor
            id="pengaturan-slide"
            legend="Slide"
            rows={form.values.slides}
            min={1}
            max={6}
            itemLabel={(index) => `Slide ${index + 1}`}
            addLabel="Tambah Slide"
            error={form.errors.slides}
            onChange={(next) => setRows(form, "slides", next)}
            newRow={() => ({ key: newRowKey(), image: null, alt: "", caption: "", description: "" })}
          >
            {(row, index) => (
              <>
                <ImageField
                  id={`pengaturan-slides-${row.key}-image`}
                  label="Gambar slide"
                  rule="artikel"
                  required
                  {...form.imageField(imageName("slides", row), `slides.${index}.image`)}
                  storedUrl={row.image}
                  hint="JPG, PNG, atau GIF, sebaiknya mendatar (16:9). Gambar di atas 1 MB otomatis dikecilkan."
                />
                <TextField
                  label="Judul slide"
                  required
                  {...rowField(form, "slides", row, index, "caption")}
                />
                <TextField
                  label="Teks alternatif"
                  required
                  hint="Jelaskan isi gambar untuk pembaca layar."
                  {...rowField(form, "slides", row, index, "alt")}
                />
                <TextAreaField label="Keterangan" {...rowField(form, "slides", row, index, "description")} />
              </>
            )}
          </ListEditor>
        </>
      )}
    </SectionCard>
  );
}
