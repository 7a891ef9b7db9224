import type { SiteSettings } from "@padukuhan/shared/settings";
import { TextField } from "../../components/fields";
import { ListEditor, newRowKey } from "../list-editor";
import { type Rows, rowField, setRows, withKeys } from "../list-rows";
import { SectionCard } from "../section-card";
import type { SectionProps, SectionSpec } from "../use-section";

/** Each category a row of its own, so the office can reorder, rename and remove them. */
type LaporForm = { kategori: Rows<{ nama: string }> };

const laporSpec: SectionSpec<"lapor", LaporForm> = {
  section: "lapor",
  toForm: ({ kategori }: SiteSettings["lapor"]) => ({
    kategori: withKeys(kategori.map((nama) => ({ nama }))),
  }),
  toValue: ({ kategori }) => ({ kategori: kategori.map((row) => row.nama) }),
  files: () => [],
};

export function LaporSection(props: SectionProps<"lapor">) {
  return (
    <SectionCard spec={laporSpec} props={props} path="/lapor">
      {(form) => (
        <ListEditor
          id="pengaturan-lapor-kategori"
          legend="Kategori laporan"
          hint="Pilihan kategori di formulir Lapor Warga. Laporan lama tetap memakai kategorinya walau kategori itu dihapus."
          rows={form.values.kategori}
          min={1}
          max={20}
          itemLabel={(index) => `Kategori ${index + 1}`}
          addLabel="Tambah Kategori"
          error={form.errors.kategori}
          onChange={(next) => setRows(form, "kategori", next)}
          newRow={() => ({ key: newRowKey(), nama: "" })}
        >
          {(row, index) => (
            <TextField
              label={`Nama kategori ${index + 1}`}
              required
              {...rowField(form, "kategori", row, index, "nama", true)}
            />
          )}
        </ListEditor>
      )}
    </SectionCard>
  );
}
