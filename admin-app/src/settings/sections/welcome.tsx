import { TextAreaField, TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const welcomeSpec = textSpec("welcome");

export function WelcomeSection(props: SectionProps<"welcome">) {
  return (
    <SectionCard spec={welcomeSpec} props={props} path="/#sambutan">
      {(form) => (
        <>
          <TextField
            id="pengaturan-sambutan-judul"
            label="Judul sambutan"
            required
            {...form.field("title")}
          />
          <TextAreaField
            id="pengaturan-sambutan-isi"
            label="Isi sambutan"
            required
            {...form.field("description")}
          />
          <TextAreaField
            id="pengaturan-sambutan-info"
            label="Informasi tambahan"
            {...form.field("additionalInfo")}
          />
        </>
      )}
    </SectionCard>
  );
}
