/**
 * 'Kirim Pesan' (docs/decisions/013). Without JavaScript the form itself posts to the Worker,
 * which keeps the message and redirects to the confirmation page. Hydrated, it sends by
 * fetch, confirms in place and then offers the seed's prefilled `mailto:` as a second way.
 * The sending code (and the schema it checks with) loads only when a visitor sends.
 */
import { mailtoLink } from "@padukuhan/shared/contact";
import { PESAN_HONEYPOT, PESAN_LIMITS, PESAN_PATHS, pesanMessages } from "@padukuhan/shared/pesan";
import { type FormEvent, useState } from "react";
import { useSite } from "../site-config";
import { indonesianValidation } from "./indonesian-validation";
import "./contact-form.css";

type FieldName = keyof typeof PESAN_LIMITS;

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; mailto: string }
  | { kind: "failed"; message: string; fields: Partial<Record<FieldName, string>> };

const FIELDS: Array<{ name: FieldName; label: string; type?: string; autoComplete?: string }> = [
  { name: "nama", label: "Nama", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "subjek", label: "Subjek" },
];

export function ContactForm() {
  const { contact } = useSite();
  const [state, setState] = useState<State>({ kind: "idle" });

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === "sending") return;
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
    );
    setState({ kind: "sending" });
    try {
      const { sendPesan } = await import("./contact-send");
      const result = await sendPesan(values);
      if (!result.ok) {
        setState({ kind: "failed", message: result.message, fields: result.fields });
        return;
      }
      const field = (name: string) => values[name] ?? "";
      const body = `Nama: ${field("nama")}\nEmail: ${field("email")}\n\nPesan:\n${field("pesan")}`;
      setState({ kind: "sent", mailto: mailtoLink(contact.teamEmail, field("subjek"), body) });
      form.reset();
    } catch {
      setState({ kind: "failed", message: pesanMessages.failed, fields: {} });
    }
  };

  if (state.kind === "sent") {
    return (
      <div className="contact-sent" role="status">
        <p>
          <strong>{pesanMessages.terkirim}</strong>
        </p>
        <p>Ingin juga mengirimnya lewat aplikasi email Anda?</p>
        <p className="contact-sent-actions">
          <a className="button button-outline" href={state.mailto}>
            Kirim juga lewat Email
          </a>
          <button type="button" className="link-button" onClick={() => setState({ kind: "idle" })}>
            Tulis pesan lain
          </button>
        </p>
      </div>
    );
  }

  const fieldError = (name: FieldName) => (state.kind === "failed" ? state.fields[name] : undefined);
  const errorProps = (name: FieldName) => {
    const error = fieldError(name);
    return error ? { "aria-invalid": true, "aria-describedby": `kontak-${name}-error` } : {};
  };
  const errorText = (name: FieldName) => {
    const error = fieldError(name);
    return error ? (
      <span className="contact-field-error" id={`kontak-${name}-error`}>
        {error}
      </span>
    ) : null;
  };

  return (
    <form
      className="contact-form"
      method="post"
      action={PESAN_PATHS.kirim}
      onSubmit={send}
      {...indonesianValidation}
    >
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            name={field.name}
            type={field.type}
            required
            maxLength={PESAN_LIMITS[field.name]}
            autoComplete={field.autoComplete}
            {...errorProps(field.name)}
          />
          {errorText(field.name)}
        </label>
      ))}
      <label>
        Pesan
        <textarea name="pesan" rows={5} required maxLength={PESAN_LIMITS.pesan} {...errorProps("pesan")} />
        {errorText("pesan")}
      </label>
      {/* For robots only: people never see, reach or fill it (a filled one is kept nowhere). */}
      <div className="contact-honeypot" aria-hidden="true">
        <label>
          Situs web
          <input name={PESAN_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {state.kind === "failed" && (
        <p className="contact-error" role="alert">
          {state.message}
        </p>
      )}
      <button type="submit" className="button" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Mengirim..." : "Kirim Pesan"}
      </button>
    </form>
  );
}
