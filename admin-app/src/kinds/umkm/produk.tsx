import { formatRupiah } from "@padukuhan/shared/format";
import { ImageField } from "../../components/image-field";
import type { ImageSlot } from "../../content/image-choice";

/** One product as the form edits it; `gambar` is the stored image kept from before. */
export interface ProdukRow {
  /** Stable across edits, so inputs and their chosen files stay with the right row. */
  key: string;
  nama: string;
  harga: string;
  gambar: string | null;
}

/** Beside the exact box to fix; the schema's own product message shows above the list. */
export const produkMessages = {
  nama: "Nama produk wajib diisi",
  harga: "Harga harus angka bulat, misalnya 15000 atau 15.000",
} as const;

/** The schema allows 20 products. */
const MAX_PRODUK = 20;

export const produkImageName = (key: string) => `produk:${key}`;

/**
 * Whole Rupiah from what an admin types: "15000", "15.000" and "Rp 15.000" all mean fifteen
 * thousand (a number input would read "15.000" as fifteen). Anything else is NaN, which the
 * schema refuses.
 */
export function parseHarga(text: string): number {
  const digits = text.replace(/^\s*rp\.?/i, "").replace(/[\s.]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The products of a stored draft, or null when they are not what this form wrote. */
export function reviveProduk(stored: unknown, newKey: () => string): ProdukRow[] | null {
  const list = (stored as { produk?: unknown } | null)?.produk;
  if (!Array.isArray(list)) return null;
  const rows: ProdukRow[] = [];
  for (const item of list) {
    if (typeof item !== "object" || item === null) return null;
    const { nama, harga, gambar } = item as Record<string, unknown>;
    if (typeof nama !== "string" || typeof harga !== "string") return null;
    rows.push({ key: newKey(), nama, harga, gambar: typeof gambar === "string" ? gambar : null });
  }
  return rows;
}

/** The optional product list: add and remove rows of name, price and photo. */
export function ProdukEditor({
  rows,
  errors,
  slotOf,
  onRowChange,
  onImageChange,
  onAdd,
  onRemove,
}: {
  rows: ProdukRow[];
  errors: Record<string, string>;
  slotOf: (row: ProdukRow) => ImageSlot;
  onRowChange: (key: string, part: "nama" | "harga", value: string) => void;
  onImageChange: (key: string, slot: ImageSlot) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const listError = errors.produk;
  return (
    <fieldset
      className="field-box produk-editor"
      aria-describedby={listError ? "umkm-produk-error" : undefined}
    >
      <legend>
        Produk <span className="field-optional">(opsional)</span>
      </legend>
      {listError && (
        <p id="umkm-produk-error" className="field-error">
          {listError}
        </p>
      )}
      {rows.length === 0 && (
        <p className="field-hint">Belum ada produk. Tambahkan jika UMKM ini menjual barang.</p>
      )}
      <ol className="produk-rows">
        {rows.map((row, index) => {
          const id = `umkm-produk-${row.key}`;
          const namaError = errors[`produk.${row.key}.nama`];
          const hargaError = errors[`produk.${row.key}.harga`];
          const harga = parseHarga(row.harga);
          return (
            <li key={row.key} className="produk-row">
              <fieldset className="field-box">
                <legend>Produk {index + 1}</legend>
                <div className="field">
                  <label htmlFor={`${id}-nama`}>Nama produk</label>
                  <input
                    id={`${id}-nama`}
                    value={row.nama}
                    autoComplete="off"
                    aria-required
                    aria-invalid={namaError ? true : undefined}
                    aria-describedby={namaError ? `${id}-nama-error` : undefined}
                    onChange={(event) => onRowChange(row.key, "nama", event.target.value)}
                  />
                  {namaError && (
                    <p id={`${id}-nama-error`} className="field-error">
                      {namaError}
                    </p>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-harga`}>Harga (Rp)</label>
                  <input
                    id={`${id}-harga`}
                    value={row.harga}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-required
                    aria-invalid={hargaError ? true : undefined}
                    aria-describedby={`${id}-harga-hint${hargaError ? ` ${id}-harga-error` : ""}`}
                    onChange={(event) => onRowChange(row.key, "harga", event.target.value)}
                  />
                  <p id={`${id}-harga-hint`} className="field-hint">
                    {Number.isNaN(harga)
                      ? "Tulis angka saja, misalnya 15000"
                      : `Tampil sebagai ${formatRupiah(harga)}`}
                  </p>
                  {hargaError && (
                    <p id={`${id}-harga-error`} className="field-error">
                      {hargaError}
                    </p>
                  )}
                </div>
                <ImageField
                  id={`${id}-gambar`}
                  label="Foto produk"
                  rule="produk"
                  required={false}
                  slot={slotOf(row)}
                  onChange={(slot) => onImageChange(row.key, slot)}
                  storedUrl={row.gambar}
                  hint="JPG, PNG, atau GIF, maksimum 5 MB."
                />
                <button
                  type="button"
                  className="button button-outline produk-remove"
                  onClick={() => onRemove(row.key)}
                >
                  Hapus produk {index + 1}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        id="umkm-produk-tambah"
        type="button"
        className="button button-outline"
        onClick={onAdd}
        disabled={rows.length >= MAX_PRODUK}
      >
        <span aria-hidden="true">+</span> Tambah Produk
      </button>
    </fieldset>
  );
}
