/** Sends 'Kirim Pesan' by fetch: its own chunk, loaded on the first send (it carries the schema). */
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { type PESAN_LIMITS, PESAN_PATHS, pesanMessages } from "@padukuhan/shared/pesan";
import { pesanSchema } from "@padukuhan/shared/pesan-schema";

export type SendResult =
  | { ok: true }
  | { ok: false; message: string; fields: Partial<Record<keyof typeof PESAN_LIMITS, string>> };

export async function sendPesan(values: Record<string, string>): Promise<SendResult> {
  // The Worker checks again; checking here spares a round trip on a slow connection.
  const parsed = pesanSchema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return { ok: false, message: Object.values(fields)[0] ?? pesanMessages.failed, fields };
  }
  let response: Response;
  try {
    response = await fetch(PESAN_PATHS.kirim, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return { ok: false, message: pesanMessages.failed, fields: {} };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  return {
    ok: false,
    message: body?.error?.message ?? pesanMessages.failed,
    fields: body?.error?.fields ?? {},
  };
}
