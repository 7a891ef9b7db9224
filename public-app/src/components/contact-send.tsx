/**
 * Sends 'Kirim Pesan' by fetch and says how it went: a chunk of its own, loaded on the first
 * send (it carries the schema), so the home page's first bundle stays small.
 */
import { mailtoLink } from "@padukuhan/shared/contact";
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { PESAN_PATHS, pesanMessages } from "@padukuhan/shared/pesan";
import { pesanSchema } from "@padukuhan/shared/pesan-schema";
import type { ReactNode } from "react";

const LABELS: Record<string, string> = { nama: "Nama", email: "Email", subjek: "Subjek", pesan: "Pesan" };

/** Why the message was not kept: the general reason, then each field's. */
function Failed({ message, fields }: { message: string; fields: Record<string, string> }) {
  const lines = Object.entries(fields).map(([name, text]) => `${LABELS[name] ?? name}: ${text}`);
  return (
    <div className="contact-failed" role="alert">
      <p>{lines.length > 0 ? "Pesan belum terkirim. Periksa isian berikut:" : message}</p>
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The message is kept: say so, then offer the seed's prefilled email as a second way. */
function Sent({ mailto, onAgain }: { mailto: string; onAgain: () => void }) {
  return (
    <div className="contact-sent" role="status">
      <p>
        <strong>{pesanMessages.terkirim}</strong>
      </p>
      <p>Ingin juga mengirimnya lewat aplikasi email Anda?</p>
      <p>
        <a className="button" href={mailto}>
          Kirim juga lewat Email
        </a>{" "}
        <button type="button" className="button button-outline" onClick={onAgain}>
          Tulis pesan lain
        </button>
      </p>
    </div>
  );
}

export async function sendPesan(
  values: Record<string, string>,
  teamEmail: string,
  onAgain: () => void,
): Promise<{ sent: boolean; view: ReactNode }> {
  const failed = (message: string, fields: Record<string, string> = {}) => ({
    sent: false,
    view: <Failed message={message} fields={fields} />,
  });
  // The Worker checks again; checking here spares a round trip on a slow connection.
  const parsed = pesanSchema.safeParse(values);
  if (!parsed.success) return failed(pesanMessages.failed, fieldErrors(parsed.error));
  let response: Response;
  try {
    response = await fetch(PESAN_PATHS.kirim, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
    });
  } catch {
    return failed(pesanMessages.failed);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string; fields?: Record<string, string> };
    } | null;
    return failed(body?.error?.message ?? pesanMessages.failed, body?.error?.fields ?? {});
  }
  const field = (name: string) => values[name] ?? "";
  const body = `Nama: ${field("nama")}\nEmail: ${field("email")}\n\nPesan:\n${field("pesan")}`;
  return {
    sent: true,
    view: <Sent mailto={mailtoLink(teamEmail, field("subjek"), body)} onAgain={onAgain} />,
  };
}
