/**
 * The fields of each section of 'Pengaturan Situs'. Each is a spec (how the form holds the
 * section's value) and its fields; the frame, the checks and the save are shared
 * (section-card.tsx, use-section.ts).
 */
import {
  SETTINGS_TITLES,
  type SettingsSection,
  type SiteSettings,
  SOCIAL_NETWORKS,
} from "@padukuhan/shared/settings";
import { type ReactNode, useState } from "react";
import { TextAreaField, TextField } from "../components/fields";
import { ImageField } from "../components/image-field";
import type { ImageSlot } from "../content/image-choice";
import { NO_IMAGE } from "../content/image-choice";
import { useBanner } from "../content/use-banner";
import type { FormControl } from "../content/use-form";
import { useWrite } from "../content/use-write";
import { ListEditor, newRowKey, type Row } from "./list-editor";
import { SectionCard } from "./section-card";
import { keptUrl, placeIf, type SectionSpec, type StoredSection, useSectionForm } from "./use-section";

/** A section's form as its fields use it: by name, whatever the section's value looks like. */
interface Form extends FormControl {
  values: Record<string, unknown>;
  images: Record<string, ImageSlot>;
  errors: Record<string, string>;
  field: (name: string) => { value: string; onChange: (value: string) => void; error: string | undefined };
  imageField: (
    name: string,
    errorName?: string,
  ) => { slot: ImageSlot; onChange: (slot: ImageSlot) => void; error: string | undefined };
  imageOf: (name: string) => ImageSlot;
  setValue: (name: string, value: unknown) => void;
  setValues: (update: (values: Record<string, unknown>) => Record<string, unknown>) => void;
  setImage: (name: string, slot: ImageSlot) => void;
  clearErrors: (...names: string[]) => void;
}
type Rows<R> = Array<R & Row>;

const withKeys = <R extends object>(items: R[]): Rows<R> =>
  items.map((item) => ({ ...item, key: newRowKey() }));
const withoutKeys = <R extends Row>(rows: R[]) => rows.map(({ key: _key, ...rest }) => rest);
const imageName = (list: string, row: Row) => `${list}:${row.key}`;

/**
 * The props of a text input inside row `index` of list `list`. Its errors are under
 * `list.index.name`, or `list.index` for a list of plain texts (`plain`).
 */
function rowField<R extends Row>(
  form: Form,
  list: string,
  rows: R[],
  index: number,
  name: keyof R & string,
  plain = false,
) {
  const row = rows[index] as R;
  const errorName = plain ? `${list}.${index}` : `${list}.${index}.${name}`;
  return {
    id: `pengaturan-${list}-${row.key}-${name}`,
    value: String(row[name] ?? ""),
    error: form.errors[errorName],
    onChange: (value: string) => {
      form.setValues((current) => ({
        ...current,
        [list]: (current[list] as R[]).map((other) =>
          other.key === row.key ? { ...other, [name]: value } : other,
        ),
      }));
      form.clearErrors(errorName);
    },
  };
}

/** Replaces a list's rows; the files chosen for removed rows are let go, and errors cleared (indexes moved). */
function setRows<R extends Row>(form: Form, list: string, before: R[], next: R[]) {
  for (const row of before) {
    if (!next.some((other) => other.key === row.key)) form.setImage(imageName(list, row), NO_IMAGE);
  }
  form.setValues((current) => ({ ...current, [list]: next }));
  form.clearErrors(
    ...Object.keys(form.errors).filter((name) => name === list || name.startsWith(`${list}.`)),
  );
}

/** An image input for a stored URL that may be removed (optional images). */
function OptionalImage({
  id,
  label,
  url,
  slot,
  onSlot,
  onRemove,
  error,
}: {
  id: string;
  label: string;
  url: string | null;
  slot: ImageSlot;
  onSlot: (slot: ImageSlot) => void;
  onRemove: () => void;
  error?: string | undefined;
}) {
  return (
    <div className="settings-image">
      <ImageField
        id={id}
        label={label}
        rule="artikel"
        required={false}
        slot={slot}
        onChange={onSlot}
        storedUrl={url}
        error={error}
        hint="JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
      />
      {(url || slot.status === "ready") && (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            onSlot(NO_IMAGE);
            onRemove();
          }}
        >
          Hapus {label.toLowerCase()}
        </button>
      )}
    </div>
  );
}

/** The state every section shares: its form, its write and its banner; remounted after a save. */
function useSection<S extends SettingsSection, V extends object>(
  spec: SectionSpec<S, V>,
  stored: StoredSection<S>,
  onSaved: (saved: StoredSection<S>) => void,
) {
  const write = useWrite();
  // The fields address the form by name; each section knows its own value's shape.
  const form = useSectionForm(spec, stored, write, onSaved) as unknown as Form;
  return { write, form };
}

type SectionState = ReturnType<typeof useSection>;

interface SectionProps<S extends SettingsSection> {
  stored: StoredSection<S>;
  onSaved: (saved: StoredSection<S>) => void;
  banner: string | null;
  publicOrigin: string;
}

function Card<S extends SettingsSection>({
  section,
  props,
  state,
  path,
  intro,
  children,
}: {
  section: S;
  props: SectionProps<S>;
  state: SectionState;
  path: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard
      id={`pengaturan-${section}`}
      title={SETTINGS_TITLES[section]}
      intro={intro}
      form={state.form}
      write={state.write}
      banner={props.banner}
      publicHref={`${props.publicOrigin}${path}`}
    >
      {children}
    </SectionCard>
  );
}

// ---------------------------------------------------------------------------
// Identity
// ---------------------------------------------------------------------------

const COLOR_LABELS = {
  primary: "Warna utama (tombol, judul)",
  secondary: "Warna kedua (lencana)",
  accent: "Warna aksen (sorotan kecil)",
  dark: "Warna gelap (teks, footer)",
  light: "Warna terang (latar)",
} as const;
type ColorName = keyof typeof COLOR_LABELS;

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
  const state = useSection(identitySpec, props.stored, props.onSaved);
  const { form } = state;
  const values = form.values as unknown as IdentityForm;
  return (
    <Card
      section="identity"
      props={props}
      state={state}
      path="/"
      intro="Nama, slogan dan warna tampil di setiap halaman."
    >
      <TextField id="pengaturan-nama" label="Nama padukuhan" required {...form.field("villageName")} />
      <TextField id="pengaturan-slogan" label="Slogan" {...form.field("slogan")} />
      <TextAreaField
        id="pengaturan-deskripsi"
        label="Deskripsi singkat"
        required
        hint="Satu atau dua kalimat untuk footer dan pratinjau tautan di WhatsApp atau Facebook."
        {...form.field("description")}
      />
      <OptionalImage
        id="pengaturan-logo"
        label="Logo"
        url={values.logo}
        slot={form.imageOf("logo")}
        onSlot={(slot) => form.setImage("logo", slot)}
        onRemove={() => form.setValue("logo", null)}
        error={form.errors.logo}
      />
      <div className="settings-colors">
        {(Object.keys(COLOR_LABELS) as ColorName[]).map((name) => (
          <ColorField key={name} name={name} form={form} />
        ))}
      </div>
    </Card>
  );
}

function ColorField({ name, form }: { name: ColorName; form: Form }) {
  const id = `pengaturan-warna-${name}`;
  const value = String(form.values[name] ?? "");
  const error = form.errors[`colors.${name}`];
  const change = (next: string) => {
    form.setValue(name, next);
    form.clearErrors(`colors.${name}`);
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
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------
// Welcome, statistics, contact, team, social: text only
// ---------------------------------------------------------------------------

const textSpec = <S extends SettingsSection>(section: S): SectionSpec<S, Record<string, string>> => ({
  section,
  toForm: (value) =>
    Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, String(item ?? "")])),
  toValue: (form) => form,
  files: () => [],
});

export function WelcomeSection(props: SectionProps<"welcome">) {
  const state = useSection(textSpec("welcome"), props.stored, props.onSaved);
  const { form } = state;
  return (
    <Card section="welcome" props={props} state={state} path="/#sambutan">
      <TextField id="pengaturan-sambutan-judul" label="Judul sambutan" required {...form.field("title")} />
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
    </Card>
  );
}

export function StatisticsSection(props: SectionProps<"statistics">) {
  const state = useSection(textSpec("statistics"), props.stored, props.onSaved);
  const { form } = state;
  const number = {
    required: true,
    inputMode: "numeric" as const,
    hint: "Angka bulat, misalnya 615 atau 1.250",
  };
  return (
    <Card section="statistics" props={props} state={state} path="/">
      <TextField
        id="pengaturan-penduduk"
        label="Jumlah penduduk (jiwa)"
        {...number}
        {...form.field("population")}
      />
      <TextField id="pengaturan-luas" label="Luas wilayah (Ha)" {...number} {...form.field("areaHa")} />
      <TextField id="pengaturan-kk" label="Jumlah kepala keluarga" {...number} {...form.field("families")} />
      <TextField id="pengaturan-rt" label="Jumlah RT" {...number} {...form.field("hamlets")} />
      <DateField id="pengaturan-data-per" label="Data per tanggal" form={form} name="asOf" />
    </Card>
  );
}

function DateField({ id, label, form, name }: { id: string; label: string; form: Form; name: string }) {
  const error = form.errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="field-optional"> (opsional)</span>
      </label>
      <input
        id={id}
        type="date"
        value={String(form.values[name] ?? "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactSection(props: SectionProps<"contact">) {
  const state = useSection(textSpec("contact"), props.stored, props.onSaved);
  const { form } = state;
  return (
    <Card section="contact" props={props} state={state} path="/#kontak">
      <TextAreaField id="pengaturan-alamat" label="Alamat" required {...form.field("address")} />
      <TextField
        id="pengaturan-telepon"
        label="Telepon"
        required
        type="tel"
        inputMode="tel"
        {...form.field("phone")}
      />
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
    </Card>
  );
}

export function TeamSection(props: SectionProps<"team">) {
  const state = useSection(textSpec("team"), props.stored, props.onSaved);
  const { form } = state;
  return (
    <Card
      section="team"
      props={props}
      state={state}
      path="/about#tim"
      intro="Kartu di halaman Tentang Kami dan baris hak cipta di footer. Kosongkan judul untuk menyembunyikan kartunya."
    >
      <TextField id="pengaturan-tim-judul" label="Judul kartu tim" {...form.field("teamTitle")} />
      <TextAreaField id="pengaturan-tim-isi" label="Isi kartu tim" {...form.field("teamText")} />
      <TextField
        id="pengaturan-pengembang-judul"
        label="Judul kartu pengembang"
        {...form.field("developerTitle")}
      />
      <TextField id="pengaturan-pengembang-nama" label="Nama pengembang" {...form.field("developerName")} />
      <TextAreaField
        id="pengaturan-pengembang-isi"
        label="Isi kartu pengembang"
        {...form.field("developerText")}
      />
    </Card>
  );
}

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  twitter: "Twitter / X",
};

export function SocialSection(props: SectionProps<"social">) {
  const state = useSection(textSpec("social"), props.stored, props.onSaved);
  const { form } = state;
  return (
    <Card
      section="social"
      props={props}
      state={state}
      path="/#kontak"
      intro="Link yang dikosongkan tidak ditampilkan di footer."
    >
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          id={`pengaturan-sosial-${network}`}
          label={NETWORK_LABELS[network]}
          type="url"
          inputMode="url"
          {...form.field(network)}
        />
      ))}
    </Card>
  );
}

// ---------------------------------------------------------------------------
// Profile: vision, missions, the head's welcome
// ---------------------------------------------------------------------------

type ProfileForm = Omit<SiteSettings["profile"], "missions"> & { missions: Rows<{ text: string }> };

const profileSpec: SectionSpec<"profile", ProfileForm> = {
  section: "profile",
  toForm: ({ missions, ...rest }) => ({ ...rest, missions: withKeys(missions.map((text) => ({ text }))) }),
  toValue: ({ missions, ...rest }, images) => ({
    ...rest,
    missions: missions.map((row) => row.text),
    headPhoto: keptUrl(rest.headPhoto, images.headPhoto),
  }),
  files: (_form, images) => placeIf("headPhoto", images.headPhoto),
};

export function ProfileSection(props: SectionProps<"profile">) {
  const state = useSection(profileSpec, props.stored, props.onSaved);
  const { form } = state;
  const values = form.values as unknown as ProfileForm;
  return (
    <Card section="profile" props={props} state={state} path="/#profil">
      <TextAreaField
        id="pengaturan-profil"
        label="Deskripsi profil"
        required
        {...form.field("description")}
      />
      <TextAreaField id="pengaturan-visi" label="Visi" required {...form.field("vision")} />
      <ListEditor
        id="pengaturan-misi"
        legend="Misi"
        rows={values.missions}
        min={1}
        max={10}
        itemLabel={(index) => `Misi ${index + 1}`}
        addLabel="Tambah Misi"
        error={form.errors.missions}
        onChange={(next) => setRows(form, "missions", values.missions, next)}
        newRow={() => ({ key: newRowKey(), text: "" })}
      >
        {(row, index) => (
          <TextAreaField
            label={`Isi misi ${index + 1}`}
            required
            {...rowField(form, "missions", values.missions, index, "text", true)}
          />
        )}
      </ListEditor>
      <TextField
        id="pengaturan-kepala-nama"
        label="Nama kepala padukuhan (dukuh)"
        {...form.field("headName")}
      />
      <TextAreaField
        id="pengaturan-kepala-sambutan"
        label="Sambutan kepala padukuhan"
        hint="Tampil di beranda bila nama dan sambutan diisi."
        {...form.field("headWelcome")}
      />
      <OptionalImage
        id="pengaturan-kepala-foto"
        label="Foto kepala padukuhan"
        url={values.headPhoto}
        slot={form.imageOf("headPhoto")}
        onSlot={(slot) => form.setImage("headPhoto", slot)}
        onRemove={() => form.setValue("headPhoto", null)}
        error={form.errors.headPhoto}
      />
    </Card>
  );
}

// ---------------------------------------------------------------------------
// Carousel
// ---------------------------------------------------------------------------

type Slide = SiteSettings["carousel"]["slides"][number];
type CarouselForm = { slides: Rows<Omit<Slide, "image"> & { image: string | null }> };

const carouselSpec: SectionSpec<"carousel", CarouselForm> = {
  section: "carousel",
  toForm: ({ slides }) => ({ slides: withKeys(slides) }),
  toValue: ({ slides }, images) => ({
    slides: slides.map(({ key: _key, ...slide }, index) => ({
      ...slide,
      image: keptUrl(slide.image, images[imageName("slides", slides[index] as Row)]),
    })),
  }),
  files: ({ slides }, images) =>
    slides.flatMap((row, index) => placeIf(`slides.${index}.image`, images[imageName("slides", row)])),
};

export function CarouselSection(props: SectionProps<"carousel">) {
  const state = useSection(carouselSpec, props.stored, props.onSaved);
  const { form } = state;
  const { slides } = form.values as unknown as CarouselForm;
  return (
    <Card
      section="carousel"
      props={props}
      state={state}
      path="/"
      intro="1 sampai 6 slide di bagian atas beranda, berganti setiap 5 detik."
    >
      <ListEditor
        id="pengaturan-slide"
        legend="Slide"
        rows={slides}
        min={1}
        max={6}
        itemLabel={(index) => `Slide ${index + 1}`}
        addLabel="Tambah Slide"
        error={form.errors.slides}
        onChange={(next) => setRows(form, "slides", slides, next)}
        newRow={() => ({ key: newRowKey(), image: null, alt: "", caption: "", description: "" })}
      >
        {(row, index) => (
          <>
            <ImageField
              id={`pengaturan-slides-${row.key}-image`}
              label="Gambar slide"
              rule="artikel"
              required
              {...form.imageField(imageName("slides", row), `slides.${index}.image`)}
              storedUrl={row.image}
              hint="JPG, PNG, atau GIF, sebaiknya mendatar (16:9). Gambar di atas 1 MB otomatis dikecilkan."
            />
            <TextField label="Judul slide" required {...rowField(form, "slides", slides, index, "caption")} />
            <TextField
              label="Teks alternatif"
              required
              hint="Jelaskan isi gambar untuk pembaca layar."
              {...rowField(form, "slides", slides, index, "alt")}
            />
            <TextAreaField label="Keterangan" {...rowField(form, "slides", slides, index, "description")} />
          </>
        )}
      </ListEditor>
    </Card>
  );
}

// ---------------------------------------------------------------------------
// About page
// ---------------------------------------------------------------------------

type AboutValue = SiteSettings["about"];
type AboutForm = Omit<AboutValue, "advantages" | "cultureCards"> & {
  advantages: Rows<AboutValue["advantages"][number]>;
  cultureCards: Rows<AboutValue["cultureCards"][number]>;
};

const aboutSpec: SectionSpec<"about", AboutForm> = {
  section: "about",
  toForm: (value) => ({
    ...value,
    advantages: withKeys(value.advantages),
    cultureCards: withKeys(value.cultureCards),
  }),
  toValue: (form, images) => ({
    ...form,
    advantages: withoutKeys(form.advantages),
    cultureCards: form.cultureCards.map(({ key: _key, ...card }, index) => ({
      ...card,
      image: keptUrl(card.image, images[imageName("cultureCards", form.cultureCards[index] as Row)]),
    })),
  }),
  files: ({ cultureCards }, images) =>
    cultureCards.flatMap((row, index) =>
      placeIf(`cultureCards.${index}.image`, images[imageName("cultureCards", row)]),
    ),
};

export function AboutSection(props: SectionProps<"about">) {
  const state = useSection(aboutSpec, props.stored, props.onSaved);
  const { form } = state;
  const values = form.values as unknown as AboutForm;
  return (
    <Card section="about" props={props} state={state} path="/about">
      <TextAreaField
        id="pengaturan-sejarah"
        label="Sejarah"
        required
        hint="Tekan Enter untuk membuat paragraf baru."
        {...form.field("history")}
      />
      <TextField
        id="pengaturan-tahun"
        label="Tahun berdiri"
        inputMode="numeric"
        {...form.field("foundingYear")}
      />
      <TextAreaField id="pengaturan-asal-nama" label="Asal-usul nama" {...form.field("nameOrigin")} />
      <ListEditor
        id="pengaturan-keunggulan"
        legend="Keunggulan"
        rows={values.advantages}
        min={0}
        max={12}
        itemLabel={(index) => `Keunggulan ${index + 1}`}
        addLabel="Tambah Keunggulan"
        error={form.errors.advantages}
        onChange={(next) => setRows(form, "advantages", values.advantages, next)}
        newRow={() => ({ key: newRowKey(), title: "", text: "" })}
      >
        {(_row, index) => (
          <>
            <TextField
              label="Judul"
              required
              {...rowField(form, "advantages", values.advantages, index, "title")}
            />
            <TextAreaField
              label="Isi"
              required
              {...rowField(form, "advantages", values.advantages, index, "text")}
            />
          </>
        )}
      </ListEditor>
      <TextAreaField id="pengaturan-letak" label="Letak geografis" {...form.field("location")} />
      <TextField id="pengaturan-batas-utara" label="Batas utara" {...form.field("borderNorth")} />
      <TextField id="pengaturan-batas-selatan" label="Batas selatan" {...form.field("borderSouth")} />
      <TextField id="pengaturan-batas-timur" label="Batas timur" {...form.field("borderEast")} />
      <TextField id="pengaturan-batas-barat" label="Batas barat" {...form.field("borderWest")} />
      <ListEditor
        id="pengaturan-budaya"
        legend="Budaya dan tradisi"
        rows={values.cultureCards}
        min={0}
        max={12}
        itemLabel={(index) => `Budaya ${index + 1}`}
        addLabel="Tambah Budaya"
        error={form.errors.cultureCards}
        onChange={(next) => setRows(form, "cultureCards", values.cultureCards, next)}
        newRow={() => ({ key: newRowKey(), title: "", text: "", image: null })}
      >
        {(row, index) => (
          <>
            <TextField
              label="Judul"
              required
              {...rowField(form, "cultureCards", values.cultureCards, index, "title")}
            />
            <TextAreaField
              label="Isi"
              required
              {...rowField(form, "cultureCards", values.cultureCards, index, "text")}
            />
            <ImageField
              id={`pengaturan-cultureCards-${row.key}-image`}
              label="Gambar"
              rule="artikel"
              required={false}
              {...form.imageField(imageName("cultureCards", row), `cultureCards.${index}.image`)}
              storedUrl={row.image}
              hint="JPG, PNG, atau GIF. Gambar di atas 1 MB otomatis dikecilkan."
            />
          </>
        )}
      </ListEditor>
    </Card>
  );
}

// ---------------------------------------------------------------------------
// Footer services
// ---------------------------------------------------------------------------

type FooterForm = { services: Rows<SiteSettings["footer"]["services"][number]> };

const footerSpec: SectionSpec<"footer", FooterForm> = {
  section: "footer",
  toForm: ({ services }) => ({ services: withKeys(services) }),
  toValue: ({ services }) => ({ services: withoutKeys(services) }),
  files: () => [],
};

export function FooterSection(props: SectionProps<"footer">) {
  const state = useSection(footerSpec, props.stored, props.onSaved);
  const { form } = state;
  const { services } = form.values as unknown as FooterForm;
  return (
    <Card section="footer" props={props} state={state} path="/#kontak">
      <ListEditor
        id="pengaturan-layanan"
        legend="Layanan"
        hint="Link ke halaman situs ini (misalnya /umkm) atau alamat web lain."
        rows={services}
        min={0}
        max={8}
        itemLabel={(index) => `Layanan ${index + 1}`}
        addLabel="Tambah Layanan"
        error={form.errors.services}
        onChange={(next) => setRows(form, "services", services, next)}
        newRow={() => ({ key: newRowKey(), label: "", link: "" })}
      >
        {(_row, index) => (
          <>
            <TextField
              label="Nama layanan"
              required
              {...rowField(form, "services", services, index, "label")}
            />
            <TextField label="Link" required {...rowField(form, "services", services, index, "link")} />
          </>
        )}
      </ListEditor>
    </Card>
  );
}

/** The sections in the order of the page, each with its component. */
export const SECTION_VIEWS: { [S in SettingsSection]: (props: SectionProps<S>) => ReactNode } = {
  identity: IdentitySection,
  welcome: WelcomeSection,
  statistics: StatisticsSection,
  profile: ProfileSection,
  contact: ContactSection,
  carousel: CarouselSection,
  about: AboutSection,
  team: TeamSection,
  social: SocialSection,
  footer: FooterSection,
};

/** Keeps a section's banner for 3 s after its save (the seed's banners), one per section. */
export function useSectionBanner() {
  const banner = useBanner();
  const [section, setSection] = useState<SettingsSection | null>(null);
  return {
    messageFor: (which: SettingsSection) => (section === which ? banner.message : null),
    show: (which: SettingsSection) => {
      setSection(which);
      banner.show(`${SETTINGS_TITLES[which]} berhasil disimpan`);
    },
  };
}
