import { LAPOR_PATHS } from "@padukuhan/shared/lapor";
import { PUBLIC_ORIGIN } from "./auth";
import { request } from "./http";

/** A report as a resident fills in 'Lapor Warga'. */
export const REPORT = {
  kategori: "Saluran Air",
  judul: "Selokan tersumbat sampah",
  uraian: "Air meluap ke jalan setiap hujan.",
  lokasi: "Depan masjid RT 02",
  koordinat: "-7.795612,110.369634",
  nama: "Bu Sri",
  no_telp: "0812-3456-7890",
};

let address = 0;
/** A new resident's address for each send, so the hourly limit of one never touches another. */
const nextAddress = () => `198.51.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** The form's fields and photos as the browser sends them (multipart, photos under `foto`). */
export function reportForm(fields: Record<string, string> = REPORT, photos: File[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const photo of photos) body.append("foto", photo);
  return body;
}

export const photoFile = (bytes: Uint8Array, name = "foto.jpg", type = "image/jpeg") =>
  new File([bytes], name, { type });

/** As the page's script sends it (JSON back), or as the browser does without JavaScript. */
export function sendReport(
  body: FormData,
  {
    ip = nextAddress(),
    json = true,
    headers = {},
  }: { ip?: string; json?: boolean; headers?: Record<string, string> } = {},
) {
  return request(LAPOR_PATHS.form, {
    method: "POST",
    headers: {
      Origin: PUBLIC_ORIGIN,
      "CF-Connecting-IP": ip,
      Accept: json ? "application/json" : "text/html,application/xhtml+xml",
      ...headers,
    },
    body,
  });
}

/** Sends a report (a photo with it) and answers its code. */
export async function sentReportCode(fields: Record<string, string>, photos: File[] = []): Promise<string> {
  const response = await sendReport(reportForm(fields, photos));
  if (response.status !== 201) throw new Error(`report refused: ${response.status}`);
  return ((await response.json()) as { kode: string }).kode;
}
