import { TextAreaField, TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec, useSection } from "../use-section";

const teamSpec = textSpec("team");

export function TeamSection(props: SectionProps<"team">) {
  const state = useSection(teamSpec, props.stored, props.onSaved);
  const { form } = state;
  return (
    <SectionCard
      section="team"
      props={props}
      state={state}
      path="/about#tim"
      intro="Kartu di halaman Tentang Kami dan baris hak cipta di footer. Kosongkan judul untuk menyembunyikan kartunya."
    >
      <TextField id="pengaturan-tim-judul" label="Judul kartu tim" {...form.field("teamTitle")} />
      <TextAreaField id="pengaturan-tim-isi" label="Isi kartu tim" {...form.field("teamText")} />
      <TextField
        id="pengaturan-pengembang-judul"
        label="Judul kartu pengembang"
        {...form.field("developerTitle")}
      />
      <TextField id="pengaturan-pengembang-nama" label="Nama pengembang" {...form.field("developerName")} />
      <TextAreaField
        id="pengaturan-pengembang-isi"
        label="Isi kartu pengembang"
        {...form.field("developerText")}
      />
    </SectionCard>
  );
}
