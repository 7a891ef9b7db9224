import { FieldList, type FieldSpec } from "../../components/field-list";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const teamSpec = textSpec("team");

const teamFields = [
  { id: "pengaturan-tim-judul", name: "teamTitle", label: "Judul kartu tim" },
  { id: "pengaturan-tim-isi", name: "teamText", label: "Isi kartu tim", control: "textarea" },
  { id: "pengaturan-pengembang-judul", name: "developerTitle", label: "Judul kartu pengembang" },
  { id: "pengaturan-pengembang-nama", name: "developerName", label: "Nama pengembang" },
  {
    id: "pengaturan-pengembang-isi",
    name: "developerText",
    label: "Isi kartu pengembang",
    control: "textarea",
  },
] as const satisfies readonly FieldSpec[];

export function TeamSection(props: SectionProps<"team">) {
  return (
    <SectionCard
      spec={teamSpec}
      props={props}
      path="/about#tim"
      intro="Kartu di halaman Tentang Kami dan baris hak cipta di footer. Kosongkan judul untuk menyembunyikan kartunya."
    >
      {(form) => <FieldList fields={teamFields} field={form.field} />}
    </SectionCard>
  );
}
