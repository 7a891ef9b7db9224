import type { SiteSettings } from "@padukuhan/shared/settings";
import { TextAreaField, TextField } from "../../components/fields";
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

export function ProfileSection(props: SectionProps<"profile">) {
  return (
    <SectionCard spec={profileSpec} props={props} path="/#profil">
      {(form) => (
        <>
          <TextAreaField
            id="pengaturan-profil"
            label="Deskripsi profil"
            required
            {...form.field("description")}
          />
          <TextAreaField id="pengaturan-visi" label="Visi" required {...form.field("vision")} />
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
          <TextField
            id="pengaturan-kepala-nama"
            label="Nama kepala padukuhan (dukuh)"
            {...form.field("headName")}
          />
          <TextAreaField
            id="pengaturan-kepala-sambutan"
            label="Sambutan kepala padukuhan"
            hint="Tampil di beranda bila nama dan sambutan diisi."
            {...form.field("headWelcome")}
          />
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
