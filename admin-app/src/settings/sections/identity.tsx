import type { SiteSettings } from "@padukuhan/shared/settings";
import { describedBy, FieldMessages, TextAreaField, TextField } from "../../components/fields";
import { OptionalImage } from "../optional-image";
import { SectionCard } from "../section-card";
import {
  type FieldPath,
  keptUrl,
  placeIf,
  type SectionForm,
  type SectionProps,
  type SectionSpec,
} from "../use-section";

const COLOR_LABELS = {
  primary: "Warna utama (tombol, judul)",
  secondary: "Warna kedua (lencana)",
  accent: "Warna aksen (sorotan kecil)",
  dark: "Warna gelap (teks, footer)",
  light: "Warna terang (latar)",
} as const;
type ColorName = keyof typeof COLOR_LABELS;

type IdentityValue = SiteSettings["identity"];

/** The colours beside the texts, each a field of its own. */
type IdentityForm = {
  villageName: string;
  slogan: string;
  description: string;
  logo: string | null;
} & Record<ColorName, string>;

const identitySpec: SectionSpec<"identity", IdentityForm> = {
  section: "identity",
  toForm: ({ colors, ...rest }) => ({ ...rest, ...colors }),
  toValue: (form, images) => ({
    villageName: form.villageName,
    slogan: form.slogan,
    description: form.description,
    logo: keptUrl(form.logo, images.logo),
    colors: {
      primary: form.primary,
      secondary: form.secondary,
      accent: form.accent,
      dark: form.dark,
      light: form.light,
    },
  }),
  files: (_form, images) => placeIf("logo", images.logo),
};

export function IdentitySection(props: SectionProps<"identity">) {
  return (
    <SectionCard
      spec={identitySpec}
      props={props}
      path="/"
      intro="Nama, slogan dan warna tampil di setiap halaman."
    >
      {(form) => (
        <>
          <TextField id="pengaturan-nama" label="Nama padukuhan" required {...form.field("villageName")} />
          <TextField id="pengaturan-slogan" label="Slogan" {...form.field("slogan")} />
          <TextAreaField
            id="pengaturan-deskripsi"
            label="Deskripsi singkat"
            required
            hint="Satu atau dua kalimat untuk footer dan pratinjau tautan di WhatsApp atau Facebook."
            {...form.field("description")}
          />
          <OptionalImage id="pengaturan-logo" label="Logo" form={form} name="logo" rule="logo" />
          <div className="settings-colors">
            {(Object.keys(COLOR_LABELS) as ColorName[]).map((name) => (
              <ColorField key={name} name={name} form={form} />
            ))}
          </div>
        </>
      )}
    </SectionCard>
  );
}

function ColorField({ name, form }: { name: ColorName; form: SectionForm<IdentityForm> }) {
  const id = `pengaturan-warna-${name}`;
  const value = form.values[name];
  // The form keeps a colour beside the texts; the schema names it inside `colors`.
  const errorPath: FieldPath<IdentityValue> = `colors.${name}`;
  const error = form.errors[errorPath];
  const change = (next: string) => {
    form.setValue(name, next);
    form.clearErrors(errorPath);
  };
  return (
    <div className="field settings-color">
      <label htmlFor={id}>{COLOR_LABELS[name]}</label>
      <div className="settings-color-row">
        <input
          type="color"
          aria-label={`${COLOR_LABELS[name]}: pilih`}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : "#000000"}
          onChange={(event) => change(event.target.value)}
        />
        <input
          id={id}
          type="text"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          onChange={(event) => change(event.target.value)}
        />
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
