import { UMKM_KATEGORI } from "@padukuhan/shared/categories";
import { contentMessages, fieldErrors, umkmSchema } from "@padukuhan/shared/content-schemas";
import type { Umkm } from "@padukuhan/shared/types";
import { useEffect, useRef, useState } from "react";
import { SelectField, TextAreaField, TextField } from "../components/fields";
import { FormModal } from "../components/form-modal";
import { ImageField } from "../components/image-field";
import { draftKey, reviveStrings, useDraft } from "../content/drafts";
import { commonTexts } from "../content/entities";
import { without } from "../content/form-errors";
import { appendImage, blocksSubmit, type ImageSlot, NO_IMAGE } from "../content/image-choice";
import type { EntityFormProps } from "../content/use-manager";
import {
  ProdukEditor,
  type ProdukRow,
  parseHarga,
  produkImageName,
  produkMessages,
  reviveProduk,
} from "./umkm-produk";

type UmkmText = {
  nama: string;
  nama_pemilik: string;
  no_telp: string;
  kategori: string;
  text: string;
  tags: string;
};
type UmkmValues = UmkmText & { produk: ProdukRow[] };

const newKey = () => crypto.randomUUID();

function startingText(record: Umkm | null): UmkmText {
  return {
    nama: record?.nama ?? "",
    nama_pemilik: record?.nama_pemilik ?? "",
    no_telp: record?.no_telp ?? "",
    kategori: record?.kategori ?? "",
    text: record?.text ?? "",
    tags: record?.tags.join(", ") ?? "",
  };
}

function startingValues(record: Umkm | null): UmkmValues {
  return {
    ...startingText(record),
    produk: (record?.produk ?? []).map((item) => ({
      key: newKey(),
      nama: item.nama,
      harga: String(item.harga),
      gambar: item.gambar,
    })),
  };
}

/** Add or edit a UMKM: details, main image (compressed above 5 MB) and its products. */
export function UmkmForm({ record, texts, save, onClose, fallbackFocus }: EntityFormProps<Umkm>) {
  const editing = record !== null;
  const initial = () => startingValues(record);
  const draft = useDraft<UmkmValues>({
    key: draftKey("umkm", record?.id),
    version: record ? (record.updatedAt ?? record.createdAt) : null,
    initial,
    revive: (stored) => {
      const text = reviveStrings(stored, startingText(record));
      const produk = reviveProduk(stored, newKey);
      return text && produk ? { ...text, produk } : null;
    },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const { values, images } = draft;
  const image = images.image ?? NO_IMAGE;
  const slotOf = (row: ProdukRow): ImageSlot => images[produkImageName(row.key)] ?? NO_IMAGE;
  const blocked = blocksSubmit(image) || values.produk.some((row) => blocksSubmit(slotOf(row)));

  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const change = (name: keyof UmkmText) => (value: string) => {
    draft.setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => without(current, name));
  };

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  /** Products as the API takes them; a kept image travels as its URL, a new one as a file. */
  const produkPayload = () =>
    values.produk.map((row) => ({
      nama: row.nama.trim(),
      harga: parseHarga(row.harga),
      gambar: slotOf(row).status === "ready" ? null : row.gambar,
    }));

  const submit = async () => {
    const { produk: _rows, ...text } = values;
    const produkJson = JSON.stringify(produkPayload());
    const parsed = umkmSchema.safeParse({ ...text, produk: produkJson });
    const problems: Record<string, string> = {};
    if (!parsed.success) {
      Object.assign(problems, fieldErrors(parsed.error));
      for (const issue of parsed.error.issues) {
        const [field, index, part] = issue.path;
        const row = typeof index === "number" ? values.produk[index] : undefined;
        if (field !== "produk") continue;
        // The schema's own wording for products, and a mark on the exact box to fix.
        problems.produk = contentMessages.produkInvalid;
        if (row && (part === "nama" || part === "harga"))
          problems[`produk.${row.key}.${part}`] = produkMessages[part];
      }
    }
    if (!editing && image.status !== "ready") problems.image = contentMessages.umkmImageRequired;
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(text)) body.append(name, value);
    body.append("produk", produkJson);
    appendImage(body, "image", image);
    for (const [index, row] of values.produk.entries())
      appendImage(body, `produk_gambar_${index}`, slotOf(row));
    const serverProblems = await save.submit(body);
    if (Object.keys(serverProblems).length > 0) showErrors(serverProblems);
  };

  return (
    <FormModal
      title={editing ? texts.editTitle : texts.addTitle}
      editing={editing}
      save={save}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={editing ? commonTexts.saveChanges : "Tambah UMKM"}
      submitBlocked={blocked}
      hasErrors={Object.keys(errors).length > 0}
      focusRequest={focusRequest}
      restored={draft.restored}
      onStartOver={() => {
        draft.discard();
        setErrors({});
      }}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        id="umkm-nama"
        label="Nama UMKM"
        required
        value={values.nama}
        onChange={change("nama")}
        error={errors.nama}
      />
      <TextField
        id="umkm-pemilik"
        label="Nama pemilik"
        required
        autoComplete="off"
        value={values.nama_pemilik}
        onChange={change("nama_pemilik")}
        error={errors.nama_pemilik}
      />
      <TextField
        id="umkm-telp"
        label="Nomor telepon / WhatsApp"
        required
        type="tel"
        inputMode="tel"
        hint="Contoh: 0812 3456 7890"
        value={values.no_telp}
        onChange={change("no_telp")}
        error={errors.no_telp}
      />
      <SelectField
        id="umkm-kategori"
        label="Kategori"
        required
        placeholder="Pilih kategori"
        options={UMKM_KATEGORI}
        value={values.kategori}
        onChange={change("kategori")}
        error={errors.kategori}
      />
      <TextAreaField
        id="umkm-text"
        label="Deskripsi"
        required
        value={values.text}
        onChange={change("text")}
        error={errors.text}
      />
      <TextField
        id="umkm-tags"
        label="Tag"
        hint="Pisahkan dengan koma, misalnya: oleh-oleh, makanan ringan"
        value={values.tags}
        onChange={change("tags")}
        error={errors.tags}
      />
      <ImageField
        id="umkm-gambar"
        label="Gambar UMKM"
        rule="umkm"
        required={!editing}
        slot={image}
        onChange={(slot) => {
          draft.setImage("image", slot);
          setErrors((current) => without(current, "image"));
        }}
        storedUrl={record?.gambar ?? null}
        error={errors.image}
        hint={
          editing
            ? "JPG, PNG, atau GIF. Biarkan kosong untuk tetap memakai gambar saat ini."
            : "JPG, PNG, atau GIF. Gambar di atas 5 MB otomatis dikecilkan."
        }
      />
      <ProdukEditor
        rows={values.produk}
        errors={errors}
        slotOf={slotOf}
        onRowChange={(key, part, value) => {
          draft.setValues((current) => ({
            ...current,
            produk: current.produk.map((row) => (row.key === key ? { ...row, [part]: value } : row)),
          }));
          setErrors((current) => without(without(current, `produk.${key}.${part}`), "produk"));
        }}
        onImageChange={(key, slot) => draft.setImage(produkImageName(key), slot)}
        onAdd={() => {
          const key = newKey();
          draft.setValues((current) => ({
            ...current,
            produk: [...current.produk, { key, nama: "", harga: "", gambar: null }],
          }));
          focusAfterRender.current = `umkm-produk-${key}-nama`;
        }}
        onRemove={(key) => {
          draft.setValues((current) => ({
            ...current,
            produk: current.produk.filter((row) => row.key !== key),
          }));
          draft.setImage(produkImageName(key), NO_IMAGE);
          setErrors((current) => without(current, "produk"));
          focusAfterRender.current = "umkm-produk-tambah";
        }}
      />
    </FormModal>
  );
}
