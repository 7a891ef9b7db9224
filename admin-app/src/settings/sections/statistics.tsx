import { TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import type { SectionProps, SectionSpec } from "../use-section";

/** The figures as typed ('1.250'); the schema reads them as whole numbers. */
interface StatisticsForm {
  population: string;
  areaHa: string;
  families: string;
  hamlets: string;
  asOf: string;
}

const statisticsSpec: SectionSpec<"statistics", StatisticsForm> = {
  section: "statistics",
  toForm: ({ population, areaHa, families, hamlets, asOf }) => ({
    population: String(population),
    areaHa: String(areaHa),
    families: String(families),
    hamlets: String(hamlets),
    asOf,
  }),
  toValue: (form) => form,
  files: () => [],
};

/** Every figure: required, typed on the number keys. */
const figure = {
  required: true,
  inputMode: "numeric",
  hint: "Angka bulat, misalnya 615 atau 1.250",
} as const;

export function StatisticsSection(props: SectionProps<"statistics">) {
  return (
    <SectionCard spec={statisticsSpec} props={props} path="/">
      {(form) => (
        <>
          <TextField
            id="pengaturan-penduduk"
            label="Jumlah penduduk (jiwa)"
            {...figure}
            {...form.field("population")}
          />
          <TextField id="pengaturan-luas" label="Luas wilayah (Ha)" {...figure} {...form.field("areaHa")} />
          <TextField
            id="pengaturan-kk"
            label="Jumlah kepala keluarga"
            {...figure}
            {...form.field("families")}
          />
          <TextField id="pengaturan-rt" label="Jumlah RT" {...figure} {...form.field("hamlets")} />
          <TextField id="pengaturan-data-per" label="Data per tanggal" type="date" {...form.field("asOf")} />
        </>
      )}
    </SectionCard>
  );
}
