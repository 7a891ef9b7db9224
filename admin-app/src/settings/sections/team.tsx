import { TextAreaField, TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const teamSpec = textSpec("team");

export function TeamSection(props: SectionProps<"team">) {
  return (
    <SectionCard
      spec={teamSpec}
      props={props}
      path="/about#tim"
      intro="Kartu di halaman Tentang Kami dan baris hak cipta di footer. Kosongkan judul untuk menyembunyikan kartunya."
    >
      {(form) => (
        <>
          <TextField id="pengaturan-tim-judul" label="Judul kartu tim" {...form.field("teamTitle")} />
          <TextAreaField id="pengaturan-tim-isi" label="Isi kartu tim" {...form.field("teamText")} />
          <TextField
            id="pengaturan-pengembang-judul"
            label="Judul kartu pengembang"
            {...form.field("developerTitle")}
          />
          <TextField
            id="pengaturan-pengembang-nama"
            label="Nama pengembang"
            {...form.field("developerName")}
          />
          <TextAreaField
            id="pengaturan-pengembang-isi"
            label="Isi kartu pengembang"
            {...form.field("developerText")}
          />
        </>
      )}
    </SectionCard>
  );
}
