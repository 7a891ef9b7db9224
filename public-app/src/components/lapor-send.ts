/**
 * Sending 'Lapor Warga' from the page's script: a chunk of its own, loaded on the first send (it
 * carries the schema and the image compression), so the form's page stays small. Each photo is
 * re-encoded on the phone first (LAPOR_COMPRESSION): smaller on a costly connection, and what
 * the camera wrote into it (its place, its serial) never leaves the phone.
 */
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { LAPOR_COMPRESSION, LAPOR_PATHS, laporMessages } from "@padukuhan/shared/lapor";
import { laporSchema } from "@padukuhan/shared/lapor-schema";

const LABELS: Record<string, string> = {
  kategori: "Kategori",
  judul: "Judul laporan",
  uraian: "Uraian kejadian",
  lokasi: "Lokasi",
  koordinat: "Titik lokasi",
  foto: "Foto",
  nama: "Nama",
  no_telp: "Nomor telepon/WhatsApp",
};

export type LaporSent = { sent: true; url: string } | { sent: false; message: string; lines: string[] };

const failed = (message: string, fields: Record<string, string> = {}): LaporSent => ({
  sent: false,
  message,
  lines: Object.entries(fields).map(([name, text]) => `${LABELS[name] ?? name}: ${text}`),
});

/** The photo as a JPEG of at most LAPOR_COMPRESSION.maxSide px, without the camera's metadata. */
async function compressed(file: File): Promise<File> {
  const { default: imageCompression } = await import("browser-image-compression");
  // The library's worker would fetch its script from a CDN, which the CSP forbids: it runs here.
  const blob = await imageCompression(file, {
    maxWidthOrHeight: LAPOR_COMPRESSION.maxSide,
    initialQuality: LAPOR_COMPRESSION.quality,
    fileType: "image/jpeg",
    useWebWorker: false,
    // Portrait photos come out upright, whatever Orientation the camera wrote.
    preserveExif: false,
  });
  const base = file.name.replace(/\.[^.]*$/, "") || "foto";
  return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
}

/**
 * Checks the texts (the Worker checks again), compresses the photos and sends the report.
 * `onStep` says what is happening, for the slow phones and connections it is meant for.
 */
export async function sendLapor(
  values: Record<string, string>,
  photos: File[],
  onStep: (text: string) => void,
): Promise<LaporSent> {
  const parsed = laporSchema.safeParse(values);
  if (!parsed.success) return failed(laporMessages.failed, fieldErrors(parsed.error));
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  if (photos.length > 0) {
    onStep("Mengompresi foto...");
    try {
      for (const photo of photos) body.append("foto", await compressed(photo));
    } catch {
      return failed(laporMessages.fotoUnreadable);
    }
  }
  onStep("Mengirim laporan...");
  let response: Response;
  try {
    response = await fetch(LAPOR_PATHS.form, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
  } catch {
    return failed(laporMessages.failed);
  }
  const answer = (await response.json().catch(() => null)) as {
    url?: string;
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (response.ok && answer?.url) return { sent: true, url: answer.url };
  return failed(answer?.error?.message ?? laporMessages.failed, answer?.error?.fields ?? {});
}
