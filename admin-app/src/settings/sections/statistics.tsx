import { TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, type SectionSpec, useSection } from "../use-section";

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

export function StatisticsSection(props: SectionProps<"statistics">) {
  const state = useSection(statisticsSpec, props.stored, props.onSaved);
  const { form } = state;
  const number = {
    required: true,
    inputMode: "numeric" as const,
    hint: "Angka bulat, misalnya 615 atau 1.250",
  };
  return (
    <SectionCard section="statistics" props={props} state={state} path="/">
      <TextField
        id="pengaturan-penduduk"
        label="Jumlah penduduk (jiwa)"
        {...number}
        {...form.field("population")}
      />
      <TextField id="pengaturan-luas" label="Luas wilayah (Ha)" {...number} {...form.field("areaHa")} />
      <TextField id="pengaturan-kk" label="Jumlah kepala keluarga" {...number} {...form.field("families")} />
      <TextField id="pengaturan-rt" label="Jumlah RT" {...number} {...form.field("hamlets")} />
      <DateField id="pengaturan-data-per" label="Data per tanggal" {...form.field("asOf")} />
    </SectionCard>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="field-optional"> (opsional)</span>
      </label>
      <input
        id={id}
        type="date"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
