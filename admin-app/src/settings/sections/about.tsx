import type { SiteSettings } from "@padukuhan/shared/settings";
import { FieldList, type FieldSpec } from "../../components/field-list";
import { TextAreaField, TextField } from "../../components/fields";
import { ImageField } from "../../components/image-field";
import { ListEditor, newRowKey } from "../list-editor";
import { imageName, type Rows, rowField, setRows, withKeys, withoutKeys } from "../list-rows";
import { SectionCard } from "../section-card";
import { keptUrl, placeIf, type SectionProps, type SectionSpec } from "../use-section";

type AboutValue = SiteSettings["about"];
type AboutForm = Omit<AboutValue, "advantages" | "cultureCards"> & {
  advantages: Rows<AboutValue["advantages"][number]>;
  cultureCards: Rows<AboutValue["cultureCards"][number]>;
};

const aboutSpec: SectionSpec<"about", AboutForm> = {
  section: "about",
  toForm: (value) => ({
    ...value,
    advantages: withKeys(value.advantages),
    cultureCards: withKeys(value.cultureCards),
  }),
  toValue: (form, images) => ({
    ...form,
    advantages: withoutKeys(form.advantages),
    cultureCards: form.cultureCards.map(({ key, ...card }) => ({
      ...card,
      image: keptUrl(card.image, images[imageName("cultureCards", { key })]),
    })),
  }),
  files: ({ cultureCards }, images) =>
    cultureCards.flatMap((row, index) =>
      placeIf(`cultureCards.${index}.image`, images[imageName("cultureCards", row)]),
    ),
};

/** Before the advantages: the padukuhan's story. */
const historyFields = [
  {
    id: "pengaturan-sejarah",
    name: "history",
    label: "Sejarah",
    required: true,
    control: "textarea",
    hint: "Tekan Enter untuk membuat paragraf baru.",
  },
  { id: "pengaturan-tahun", name: "foundingYear", label: "Tahun berdiri", inputMode: "numeric" },
  { id: "pengaturan-asal-nama", name: "nameOrigin", label: "Asal-usul nama", control: "textarea" },
] as const satisfies readonly FieldSpec[];

/** After them: where it lies and what borders it. */
const placeFields = [
  { id: "pengaturan-letak", name: "location", label: "Letak geografis", control: "textarea" },
  { id: "pengaturan-batas-utara", name: "borderNorth", label: "Batas utara" },
  { id: "pengaturan-batas-selatan", name: "borderSouth", label: "Batas selatan" },
  { id: "pengaturan-batas-timur", name: "borderEast", label: "Batas timur" },
  { id: "pengaturan-batas-barat", name: "borderWest", label: "Batas barat" },
] as const satisfies readonly FieldSpec[];

export function AboutSection(props: SectionProps<"about">) {
  return (
    <SectionCard spec={aboutSpec} props={props} path="/about">
      {(form) => (
        <>
          <FieldList fields={historyFields} field={form.field} />
          <ListEditor
            id="pengaturan-keunggulan"
            legend="Keunggulan"
            rows={form.values.advantages}
            min={0}
            max={12}
            itemLabel={(index) => `Keunggulan ${index + 1}`}
            addLabel="Tambah Keunggulan"
            error={form.errors.advantages}
            onChange={(next) => setRows(form, "advantages", next)}
            newRow={() => ({ key: newRowKey(), title: "", text: "" })}
          >
            {(row, index) => (
              <>
                <TextField label="Judul" required {...rowField(form, "advantages", row, index, "title")} />
                <TextAreaField label="Isi" required {...rowField(form, "advantages", row, index, "text")} />
              </>
            )}
          </ListEditor>
          <FieldList fields={placeFields} field={form.field} />
          <ListEditor
            id="pengaturan-budaya"
            legend="Budaya dan tradisi"
            rows={form.values.cultureCards}
            min={0}
            max={12}
            itemLabel={(index) => `Budaya ${index + 1}`}
            addLabel="Tambah Budaya"
            error={form.errors.cultureCards}
            onChange={(next) => setRows(form, "cultureCards", next)}
            newRow={() => ({ key: newRowKey(), title: "", text: "", image: null })}
          >
            {(row, index) => (
              <>
                <TextField label="Judul" required {...rowField(form, "cultureCards", row, index, "title")} />
                <TextAreaField label="Isi" required {...rowField(form, "cultureCards", row, index, "text")} />
                <ImageField
                  id={`pengaturan-cultureCards-${row.key}-image`}
                  label="Gambar"
                  rule="artikel"
                  required={false}
                  {...form.imageField(imageName("cultureCards", row), `cultureCards.${index}.image`)}
                  storedUrl={row.image}
                  hint="JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
                />
              </>
            )}
          </ListEditor>
        </>
      )}
    </SectionCard>
  );
}
