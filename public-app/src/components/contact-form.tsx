/**
 * 'Kirim Pesan' (docs/decisions/013). Without JavaScript the form itself posts to the Worker,
 * which keeps the message and redirects to the confirmation page. Hydrated, it sends by fetch
 * and shows the outcome in place: the confirmation with the seed's prefilled `mailto:` as a
 * second way, or why it failed. Sending, the schema and those views load only when a visitor
 * sends (contact-send.tsx): the home page's first bundle carries just the form, an island
 * hydrated when seen (pages/home.tsx).
 */
import { PESAN_HONEYPOT, PESAN_LIMITS, PESAN_PATHS, PESAN_SEND_FAILED } from "@padukuhan/shared/pesan-form";
import { type FormEvent, type ReactNode, useState } from "react";
import { loadContactSend } from "#lazy/contact-send";
import { useSite } from "../site-config";
import { Honeypot } from "./honeypot";
import { indonesianValidation } from "./indonesian-validation";
import "./form-fields.css";

export function ContactForm() {
  const { contact } = useSite();
  const [sending, setSending] = useState(false);
  // What the last send said: shown under the form, or in its place once the message is kept.
  const [outcome, setOutcome] = useState<{ sent: boolean; view: ReactNode } | null>(null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    setSending(true);
    try {
      const { sendPesan } = await loadContactSend();
      setOutcome(await sendPesan(values, contact.teamEmail, () => setOutcome(null)));
    } catch {
      setOutcome({ sent: false, view: <p role="alert">{PESAN_SEND_FAILED}</p> });
    } finally {
      setSending(false);
    }
  };

  if (outcome?.sent) return outcome.view;
  const field = (name: keyof typeof PESAN_LIMITS, label: string, extra: object = {}) => (
    <label>
      {label}
      <input type="text" name={name} required maxLength={PESAN_LIMITS[name]} {...extra} />
    </label>
  );
  return (
    <form
      className="contact-form"
      method="post"
      action={PESAN_PATHS.kirim}
      onSubmit={send}
      {...indonesianValidation}
    >
      {field("nama", "Nama", { autoComplete: "name" })}
      {field("email", "Email", { type: "email", autoComplete: "email" })}
      {field("subjek", "Subjek")}
      <label>
        Pesan
        <textarea name="pesan" rows={5} required maxLength={PESAN_LIMITS.pesan} />
      </label>
      <Honeypot name={PESAN_HONEYPOT} />
      {outcome?.view}
      <button type="submit" className="button" disabled={sending}>
        {sending ? "Mengirim..." : "Kirim Pesan"}
      </button>
    </form>
  );
}
