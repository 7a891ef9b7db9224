import type { SiteSettings } from "@padukuhan/shared/settings";
import { TextField } from "../../components/fields";
import { ListEditor, newRowKey } from "../list-editor";
import { type Rows, rowField, setRows, withKeys, withoutKeys } from "../list-rows";
import { SectionCard } from "../section-card";
import type { SectionProps, SectionSpec } from "../use-section";

type FooterForm = { services: Rows<SiteSettings["footer"]["services"][number]> };

const footerSpec: SectionSpec<"footer", FooterForm> = {
  section: "footer",
  toForm: ({ services }) => ({ services: withKeys(services) }),
  toValue: ({ services }) => ({ services: withoutKeys(services) }),
  files: () => [],
};

export function FooterSection(props: SectionProps<"footer">) {
  return (
    <SectionCard spec={footerSpec} props={props} path="/#kontak">
      {(form) => (
        <>
          <ListEditor
            id="pengaturan-layanan"
            legend="Layanan"
            hint="Link ke halaman situs ini (misalnya /umkm) atau alamat web lain."
            rows={form.values.services}
            min={0}
            max={8}
            itemLabel={(index) => `Layanan ${index + 1}`}
            addLabel="Tambah Layanan"
            error={form.errors.services}
            onChange={(next) => setRows(form, "services", next)}
            newRow={() => ({ key: newRowKey(), label: "", link: "" })}
          >
            {(row, index) => (
              <>
                <TextField
                  label="Nama layanan"
                  required
                  {...rowField(form, "services", row, index, "label")}
                />
                <TextField label="Link" required {...rowField(form, "services", row, index, "link")} />
              </>
            )}
          </ListEditor>
        </>
      )}
    </SectionCard>
  );
}
