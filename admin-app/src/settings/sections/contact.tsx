import { TextAreaField, TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const contactSpec = textSpec("contact");

export function ContactSection(props: SectionProps<"contact">) {
  return (
    <SectionCard spec={contactSpec} props={props} path="/#kontak">
      {(form) => (
        <>
          <TextAreaField id="pengaturan-alamat" label="Alamat" required {...form.field("address")} />
          <TextField id="pengaturan-telepon" label="Telepon" required type="tel" {...form.field("phone")} />
          <TextField id="pengaturan-email" label="Email kantor" required {...form.field("email")} />
          <TextField
            id="pengaturan-jam"
            label="Jam pelayanan"
            required
            hint="Contoh: Senin - Jumat, 08.00 - 15.00 WIB"
            {...form.field("officeHours")}
          />
          <TextField
            id="pengaturan-peta"
            label="Lokasi peta"
            inputMode="url"
            hint="Tempel link dari Google Maps (Bagikan → Salin link), atau koordinat seperti -7.7712, 110.2485. Kosongkan untuk memakai alamat."
            {...form.field("mapLocation")}
          />
          <TextField
            id="pengaturan-email-tim"
            label="Email tim pengelola"
            required
            hint="Tujuan pesan dari formulir kontak, 'Bagikan Cerita' dan pendaftaran UMKM."
            {...form.field("teamEmail")}
          />
        </>
      )}
    </SectionCard>
  );
}
