import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { type Umkm, type UmkmListItem, umkmMessages, umkmSchema } from "@padukuhan/shared/umkm";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "../../api";
import { FieldList } from "../../components/field-list";
import { EntityFormModal } from "../../components/form-modal";
import { RecordImageField } from "../../components/image-field";
import { reviveStrings } from "../../content/drafts";
import { commonTexts } from "../../content/entities";
import { entityDraft, imageBody, textValues } from "../../content/entity-form";
import { appendImage, type ImageSlot, NO_IMAGE } from "../../content/image-choice";
import { type FormControl, missingImage, useForm } from "../../content/use-form";
import type { EntityFormProps } from "../../content/use-manager";
import { failureDetail } from "../../content/use-write";
import { endpoints } from "../../endpoints";
import { umkmFields } from "./kind";
import {
  ProdukEditor,
  type ProdukRow,
  parseHarga,
  produkImageName,
  produkMessages,
  reviveProduk,
} from "./produk";

type UmkmText = {
  nama: string;
  nama_pemilik: string;
  no_telp: string;
  kategori: string;
  text: string;
  tags: string;
  alamat: string;
  peta: string;
};
type UmkmValues = UmkmText & { produk: ProdukRow[] };

const newKey = () => crypto.randomUUID();

/** A product row's chosen image, kept in the draft under the row's key. */
const slotIn =
  (images: Record<string, ImageSlot>) =>
  (row: ProdukRow): ImageSlot =>
    images[produkImageName(row.key)] ?? NO_IMAGE;

function startingText(record: Umkm | null): UmkmText {
  return {
    ...textValues(record, ["nama", "nama_pemilik", "no_telp", "kategori", "text", "alamat", "peta"]),
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

/** Products as the API takes them; a kept image travels as its URL, a new one as a file. */
function produkJson(rows: ProdukRow[], slotOf: (row: ProdukRow) => ImageSlot): string {
  return JSON.stringify(
    rows.map((row) => ({
      nama: row.nama.trim(),
      harga: parseHarga(row.harga),
      gambar: slotOf(row).status === "ready" ? null : row.gambar,
    })),
  );
}

/** The schema's problems, with products marked on the exact box to fix. */
function umkmProblems(values: UmkmValues, produk: string): Record<string, string> {
  const { produk: _rows, ...text } = values;
  const parsed = umkmSchema.safeParse({ ...text, produk });
  if (parsed.success) return {};
  const problems = fieldErrors(parsed.error);
  for (const issue of parsed.error.issues) {
    const [field, index, part] = issue.path;
    if (field !== "produk") continue;
    const row = typeof index === "number" ? values.produk[index] : undefined;
    // The schema's own wording for products, and a mark on the exact box to fix.
    problems.produk = umkmMessages.produkInvalid;
    if (row && (part === "nama" || part === "harga"))
      problems[`produk.${row.key}.${part}`] = produkMessages[part];
  }
  return problems;
}

/** The whole record an edit starts from, as `GET /api/umkm/:id` answers it. */
type WholeRecord =
  | { status: "loading" }
  | { status: "failed"; detail: string }
  | { status: "ready"; record: Umkm };

/**
 * Reads the whole UMKM `id`: the list the screen shows leaves out the address and map link
 * (the public list answers without them), and a form started without them would erase them.
 */
function useWholeRecord(id: string | null): { whole: WholeRecord; retry: () => void } {
  const [whole, setWhole] = useState<WholeRecord>({ status: "loading" });
  const latest = useRef(0);
  const load = useCallback(async () => {
    if (id === null) return;
    const request = ++latest.current;
    setWhole({ status: "loading" });
    try {
      const record = await apiJson(endpoints.umkm.one(id), { cache: "no-store" });
      if (request === latest.current) setWhole({ status: "ready", record });
    } catch (error) {
      if (request !== latest.current) return;
      // 'UMKM tidak ditemukan' when another admin deleted it meanwhile; else no connection.
      setWhole({ status: "failed", detail: failureDetail(error) ?? commonTexts.offline });
    }
  }, [id]);
  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);
  return { whole, retry: () => void load() };
}

/** Nothing to send while the record is on its way: the submit button stays disabled. */
const WAITING: FormControl = {
  submit: async () => {},
  startOver: () => {},
  blocked: true,
  hasErrors: false,
  focusRequest: 0,
  restored: false,
};

/**
 * Add a UMKM, or edit one once its whole record is read (the modal says so meanwhile, and
 * offers 'Coba lagi' when it could not be read).
 */
export function UmkmForm(entity: EntityFormProps<UmkmListItem>) {
  const { whole, retry } = useWholeRecord(entity.record?.id ?? null);
  if (entity.record === null) return <UmkmFields {...entity} record={null} />;
  if (whole.status === "ready") return <UmkmFields {...entity} record={whole.record} />;
  return (
    <EntityFormModal entity={entity} form={WAITING} addLabel="Tambah UMKM">
      {whole.status === "loading" ? (
        <p className="list-note" role="status">
          {entity.texts.loading}
        </p>
      ) : (
        <div className="alert alert-error list-failed" role="alert">
          <span>
            {entity.texts.listFailed}. {whole.detail}
          </span>
          <button type="button" className="button button-outline" onClick={retry}>
            {commonTexts.retry}
          </button>
        </div>
      )}
    </EntityFormModal>
  );
}

/** Add or edit a UMKM: details, address, main image (compressed above 5 MB) and its products. */
function UmkmFields(entity: EntityFormProps<Umkm>) {
  const { record, save } = entity;
  const editing = record !== null;
  const form = useForm<UmkmValues>({
    ...entityDraft("umkm", record),
    initial: () => startingValues(record),
    revive: (stored) => {
      const text = reviveStrings(stored, startingText(record));
      const produk = reviveProduk(stored, newKey);
      return text && produk ? { ...text, produk } : null;
    },
    check: (values, images) => ({
      ...umkmProblems(values, produkJson(values.produk, slotIn(images))),
      ...missingImage(!editing, images.image, umkmMessages.imageRequired),
    }),
    send: (values, images) => {
      const { produk, ...text } = values;
      const body = imageBody(text, images);
      body.append("produk", produkJson(produk, slotIn(images)));
      for (const [index, row] of produk.entries())
        appendImage(body, `produk_gambar_${index}`, slotIn(images)(row));
      return save.submit(body);
    },
  });
  const { values } = form;

  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  return (
    <EntityFormModal entity={entity} form={form} addLabel="Tambah UMKM">
      <FieldList fields={umkmFields} field={form.field} />
      <RecordImageField rule="umkm" label="Gambar UMKM" record={record} {...form.imageField("image")} />
      <ProdukEditor
        rows={values.produk}
        errors={form.errors}
        slotOf={slotIn(form.images)}
        onRowChange={(key, part, value) => {
          form.setValues((current) => ({
            ...current,
            produk: current.produk.map((row) => (row.key === key ? { ...row, [part]: value } : row)),
          }));
          form.clearErrors(`produk.${key}.${part}`, "produk");
        }}
        onImageChange={(key, slot) => form.setImage(produkImageName(key), slot)}
        onAdd={() => {
          const key = newKey();
          form.setValues((current) => ({
            ...current,
            produk: [...current.produk, { key, nama: "", harga: "", gambar: null }],
          }));
          focusAfterRender.current = `umkm-produk-${key}-nama`;
        }}
        onRemove={(key) => {
          form.setValues((current) => ({
            ...current,
            produk: current.produk.filter((row) => row.key !== key),
          }));
          form.setImage(produkImageName(key), NO_IMAGE);
          form.clearErrors("produk");
          focusAfterRender.current = "umkm-produk-tambah";
        }}
      />
    </EntityFormModal>
  );
}
