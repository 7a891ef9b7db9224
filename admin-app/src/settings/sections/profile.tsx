import type { SiteSettings } from "@padukuhan/shared/settings";
import { FieldList, type FieldSpec } from "../../components/field-list";
import { TextAreaField } from "../../components/fields";
import { ListEditor, newRowKey } from "../list-editor";
import { type Rows, rowField, setRows, withKeys } from "../list-rows";
import { OptionalImage } from "../optional-image";
import { SectionCard } from "../section-card";
import { keptUrl, placeIf, type SectionProps, type SectionSpec } from "../use-section";

/** Each mission a row of its own, so it can be moved and removed. */
type ProfileForm = Omit<SiteSettings["profile"], "missions"> & { missions: Rows<{ text: string }> };

const profileSpec: SectionSpec<"profile", ProfileForm> = {
  section: "profile",
  toForm: ({ missions, ...rest }) => ({ ...rest, missions: withKeys(missions.map((text) => ({ text }))) }),
  toValue: ({ missions, ...rest }, images) => ({
    ...rest,
    missions: missions.map((row) => row.text),
    headPhoto: keptUrl(rest.headPhoto, images.headPhoto),
  }),
  files: (_form, images) => placeIf("headPhoto", images.headPhoto),
};

/** Before the missions: what the padukuhan is and wants to be. */
const aboutFields = [
  {
    id: "pengaturan-profil",
    name: "description",
    label: "Deskripsi profil",
    required: true,
    control: "textarea",
  },
  { id: "pengaturan-visi", name: "vision", label: "Visi", required: true, control: "textarea" },
] as const satisfies readonly FieldSpec[];

/** After them: the head of the padukuhan and their welcome on the home page. */
const headFields = [
  { id: "pengaturan-kepala-nama", name: "headName", label: "Nama kepala padukuhan (dukuh)" },
  {
    id: "pengaturan-kepala-sambutan",
    name: "headWelcome",
    label: "Sambutan kepala padukuhan",
    control: "textarea",
    hint: "Tampil di beranda bila nama dan sambutan diisi.",
  },
] as const satisfies readonly FieldSpec[];

export function ProfileSection(props: SectionProps<"profile">) {
  return (
    <SectionCard spec={profileSpec} props={props} path="/#profil">
      {(form) => (
        <>
          <FieldList fields={aboutFields} field={form.field} />
          <ListEditor
            id="pengaturan-misi"
            legend="Misi"
            rows={form.values.missions}
            min={1}
            max={10}
            itemLabel={(index) => `Misi ${index + 1}`}
            addLabel="Tambah Misi"
            error={form.errors.missions}
            onChange={(next) => setRows(form, "missions", next)}
            newRow={() => ({ key: newRowKey(), text: "" })}
          >
            {(row, index) => (
              <TextAreaField
                label={`Isi misi ${index + 1}`}
                required
                {...rowField(form, "missions", row, index, "text", true)}
              />
            )}
          </ListEditor>
          <FieldList fields={headFields} field={form.field} />
          <OptionalImage
            id="pengaturan-kepala-foto"
            label="Foto kepala padukuhan"
            form={form}
            name="headPhoto"
          />
        </>
      )}
    </SectionCard>
  );
}
