import { timing } from "@padukuhan/shared/constants";
import { ACCEPT_ATTRIBUTE } from "@padukuhan/shared/images";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  fileSize,
  type ImageRule,
  type ImageSlot,
  imageMessages,
  NO_IMAGE,
  prepareImage,
  willCompress,
} from "../content/image-choice";
import { describedBy, FieldMessages, Label } from "./fields";

/** A preview that says so when the image cannot be shown (seed: 'Gambar tidak dapat dimuat'). */
function Preview({ src, alt }: { src: string; alt: string }) {
  // Remembers which source failed rather than a flag an effect resets on a new source: an
  // error that arrived before that effect ran was overwritten, leaving a broken-image icon.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === "" || failedSrc === src) return <p className="image-broken">{imageMessages.previewFailed}</p>;
  return <img className="image-preview" src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}

/**
 * One image input: checks and, by the entity's rule, compresses the chosen file, shows a
 * preview of it (or of the stored image when editing), the compression note for 3 s, and
 * any problem beside the input. The slot lives in the form's draft, so a chosen file
 * survives a failed save or a closed modal.
 */
export function ImageField({
  id,
  label,
  rule,
  slot,
  onChange,
  storedUrl,
  required,
  error,
  hint,
}: {
  id: string;
  label: string;
  rule: ImageRule;
  slot: ImageSlot;
  onChange: (slot: ImageSlot) => void;
  storedUrl: string | null;
  required: boolean;
  /** A form-level problem (required and missing, or the server's). */
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Only the newest choice may report: a slow compression of an older file must not win.
  const attempt = useRef(0);
  const report = useRef(onChange);
  report.current = onChange;

  // The compression note is shown for the seed's 3 s, then removed from the draft.
  useEffect(() => {
    if (slot.status !== "ready" || !slot.note) return;
    const timer = window.setTimeout(() => report.current({ ...slot, note: null }), timing.bannerMs);
    return () => window.clearTimeout(timer);
  }, [slot]);

  const choose = async (file: File | undefined) => {
    const current = ++attempt.current;
    if (!file) {
      report.current(NO_IMAGE);
      return;
    }
    report.current({
      status: "working",
      message: willCompress(file, rule) ? imageMessages.compressing : imageMessages.checking,
    });
    const prepared = await prepareImage(file, rule);
    if (current === attempt.current) report.current(prepared);
  };

  const clear = () => {
    attempt.current++;
    report.current(NO_IMAGE);
    if (input.current) input.current.value = "";
  };

  const problem = slot.status === "error" ? slot.message : error;
  const previewSrc = slot.status === "ready" ? slot.preview : storedUrl;

  return (
    <div className="field image-field">
      <Label id={id} label={label} required={required} />
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <FieldMessages id={id} hint={hint} />
      {problem && (
        // A refused file is announced at once: nothing else moves focus to it.
        <p id={`${id}-error`} className="field-error" role={slot.status === "error" ? "alert" : undefined}>
          {problem}
        </p>
      )}
      <div className="image-status" role="status">
        {slot.status === "working" && slot.message}
        {slot.status === "ready" && slot.note}
      </div>
      {previewSrc && (
        <figure className="image-figure">
          <Preview
            src={previewSrc}
            alt={slot.status === "ready" ? "Pratinjau gambar baru" : "Gambar saat ini"}
          />
          <figcaption>
            {slot.status === "ready"
              ? `Gambar baru: ${slot.file.name} (${fileSize(slot.file.size)})`
              : "Gambar saat ini"}
          </figcaption>
        </figure>
      )}
      {slot.status !== "none" && slot.status !== "working" && (
        <button type="button" className="button button-outline image-clear" onClick={clear}>
          {storedUrl ? "Batalkan gambar baru" : "Hapus pilihan gambar"}
        </button>
      )}
    </div>
  );
}

/** Above this size the rule's image is made smaller in the browser, as its hint says. */
const SHRUNK_ABOVE: Partial<Record<ImageRule, string>> = { artikel: "1 MB", umkm: "5 MB", logo: "1 MB" };

/**
 * A record's own picture (an article's, a UMKM's, `gambar`): required when it is added; an edit
 * that leaves it empty keeps the stored one. Its input's id is the rule's, `artikel-gambar`.
 */
export function RecordImageField({
  record,
  ...field
}: Omit<Parameters<typeof ImageField>[0], "id" | "required" | "hint" | "storedUrl"> & {
  record: { gambar: string | null } | null;
}) {
  const editing = record !== null;
  const shrunk = SHRUNK_ABOVE[field.rule];
  return (
    <ImageField
      {...field}
      id={`${field.rule}-gambar`}
      storedUrl={record?.gambar ?? null}
      required={!editing}
      hint={
        editing
          ? "JPG, PNG, atau GIF. Biarkan kosong untuk tetap memakai gambar saat ini."
          : `JPG, PNG, atau GIF.${shrunk ? ` Gambar di atas ${shrunk} otomatis dikecilkan.` : ""}`
      }
    />
  );
}
