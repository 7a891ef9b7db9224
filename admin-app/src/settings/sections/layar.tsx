import {
  LAYAR_BLOCK_TITLES,
  LAYAR_BLOCKS,
  LAYAR_LIMITS,
  type LayarBlock,
  layarMessages,
} from "@padukuhan/shared/layar";
import type { SiteSettings } from "@padukuhan/shared/settings";
import type { ReactNode } from "react";
import { CheckboxField, describedBy, FieldMessages, TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import type { FieldPath, SectionForm, SectionProps, SectionSpec } from "../use-section";

type LayarValue = SiteSettings["layar"];

/**
 * The blocks as one tick each (the schema puts the chosen ones in the display's order), the
 * seconds as typed; the quiet hours as the schema names them, so its errors find their inputs.
 */
interface LayarForm {
  blok: Record<LayarBlock, boolean>;
  detik: string;
  teksBerjalan: string;
  jamTenang: { aktif: boolean; mulai: string; selesai: string };
}

const layarSpec: SectionSpec<"layar", LayarForm> = {
  section: "layar",
  toForm: ({ blok, detik, teksBerjalan, jamTenang }: LayarValue) => ({
    blok: Object.fromEntries(LAYAR_BLOCKS.map((block) => [block, blok.includes(block)])) as Record<
      LayarBlock,
      boolean
    >,
    detik: String(detik),
    teksBerjalan,
    jamTenang: { ...jamTenang },
  }),
  toValue: ({ blok, detik, teksBerjalan, jamTenang }) => ({
    blok: LAYAR_BLOCKS.filter((block) => blok[block]),
    detik,
    teksBerjalan,
    jamTenang,
  }),
  files: () => [],
};

type QuietName = keyof LayarForm["jamTenang"];
const quietPath = (name: QuietName): FieldPath<LayarValue> => `jamTenang.${name}`;

/**
 * Changes one quiet-hours value and clears its error. The 'same times' error stands on
 * `selesai` but is about the start and the tick too: changing either clears it as well.
 */
function setQuiet<K extends QuietName>(
  form: SectionForm<LayarForm>,
  name: K,
  value: LayarForm["jamTenang"][K],
) {
  form.setValues((current) => ({ ...current, jamTenang: { ...current.jamTenang, [name]: value } }));
  const end = quietPath("selesai");
  const sameTimes = form.errors[end] === layarMessages.sameTimes;
  form.clearErrors(quietPath(name), ...(sameTimes ? [end] : []));
}

/** A fieldset of the section with its legend, hint and error, the last two tied to it. */
function Group({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="field-box list-editor" id={id} aria-describedby={describedBy(id, hint, error)}>
      <legend>{legend}</legend>
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

export function LayarSection(props: SectionProps<"layar">) {
  return (
    <SectionCard
      spec={layarSpec}
      props={props}
      path="/layar"
      intro="Untuk TV di balai padukuhan: buka halaman /layar di TV, isinya berganti sendiri."
    >
      {(form) => (
        <>
          <Group
            id="pengaturan-layar-blok"
            legend="Isi layar"
            hint="Tampil bergantian sesuai urutan ini. Isi yang sedang kosong dilewati."
            error={form.errors.blok}
          >
            {LAYAR_BLOCKS.map((block) => (
              <CheckboxField
                key={block}
                id={`pengaturan-layar-blok-${block}`}
                label={LAYAR_BLOCK_TITLES[block]}
                checked={form.values.blok[block]}
                invalid={form.errors.blok !== undefined}
                onChange={(checked) => {
                  form.setValues((current) => ({ ...current, blok: { ...current.blok, [block]: checked } }));
                  form.clearErrors("blok");
                }}
              />
            ))}
          </Group>
          <TextField
            id="pengaturan-layar-detik"
            label="Lama tiap slide (detik)"
            required
            inputMode="numeric"
            hint={`${LAYAR_LIMITS.detik.min} sampai ${LAYAR_LIMITS.detik.max} detik`}
            {...form.field("detik")}
          />
          <TextField
            id="pengaturan-layar-teks"
            label="Teks berjalan"
            hint={`Berjalan di bagian bawah layar. Boleh dikosongkan. Maksimal ${LAYAR_LIMITS.teksBerjalan} karakter.`}
            {...form.field("teksBerjalan")}
          />
          <Group
            id="pengaturan-layar-tenang"
            legend="Waktu tenang (layar gelap)"
            hint="Jam WIB. Boleh melewati tengah malam, misalnya 22:00 sampai 05:30."
          >
            <CheckboxField
              id="pengaturan-layar-tenang-aktif"
              label="Gelapkan layar pada jam tertentu"
              checked={form.values.jamTenang.aktif}
              error={form.errors[quietPath("aktif")]}
              onChange={(checked) => setQuiet(form, "aktif", checked)}
            />
            {(["mulai", "selesai"] as const).map((name) => (
              <TextField
                key={name}
                id={`pengaturan-layar-tenang-${name}`}
                label={name === "mulai" ? "Mulai" : "Selesai"}
                type="time"
                required
                value={form.values.jamTenang[name]}
                error={form.errors[quietPath(name)]}
                onChange={(value) => setQuiet(form, name, value)}
              />
            ))}
          </Group>
        </>
      )}
    </SectionCard>
  );
}
