import { FieldList, type FieldSpec } from "../../components/field-list";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const contactSpec = textSpec("contact");

const contactFields = [
  { id: "pengaturan-alamat", name: "address", label: "Alamat", required: true, control: "textarea" },
  { id: "pengaturan-telepon", name: "phone", label: "Telepon", required: true, type: "tel" },
  { id: "pengaturan-email", name: "email", label: "Email kantor", required: true },
  {
    id: "pengaturan-jam",
    name: "officeHours",
    label: "Jam pelayanan",
    required: true,
    hint: "Contoh: Senin - Jumat, 08.00 - 15.00 WIB",
  },
  {
    id: "pengaturan-peta",
    name: "mapLocation",
    label: "Lokasi peta",
    inputMode: "url",
    hint: "Tempel link dari Google Maps (Bagikan → Salin link), atau koordinat seperti -7.7712, 110.2485. Kosongkan untuk memakai alamat.",
  },
  {
    id: "pengaturan-email-tim",
    name: "teamEmail",
    label: "Email tim pengelola",
    required: true,
    hint: "Tujuan pesan dari formulir kontak, 'Bagikan Cerita' dan pendaftaran UMKM.",
  },
] as const satisfies readonly FieldSpec[];

export function ContactSection(props: SectionProps<"contact">) {
  return (
    <SectionCard spec={contactSpec} props={props} path="/#kontak">
      {(form) => <FieldList fields={contactFields} field={form.field} />}
    </SectionCard>
  );
}
