/**
 * 'Lapor Warga' (docs/decisions/021). Rendered by the server, the form is a plain multipart POST
 * to the Worker with one photo, which answers with the report's private page: it works without
 * JavaScript. Hydrated, it takes up to three photos (compressed on the phone before sending),
 * can take the place from the phone's location on the resident's tap, and sends by fetch; the
 * sending code loads only then (components/lapor-send.ts).
 */
import {
  LAPOR_HONEYPOT,
  LAPOR_LIMITS,
  LAPOR_PATHS,
  LAPOR_PHOTO_ACCEPT,
  laporMessages,
  roundedCoordinates,
} from "@padukuhan/shared/lapor";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { loadLaporSend } from "#lazy/lapor-send";
import { Honeypot } from "./honeypot";
import { indonesianValidation } from "./indonesian-validation";
import "./form-fields.css";

const LOCATION_FAILED =
  "Lokasi tidak dapat diambil. Izinkan akses lokasi di ponsel Anda, atau tulis tempatnya saja.";

type Failure = { message: string; lines: string[] };

export function LaporForm({ kategori }: { kategori: string[] }) {
  // False in the server's HTML and at hydration; true once the script runs.
  const [scripted, setScripted] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  // The server's one-photo field, replaced by the scripted one below once the script runs.
  const serverPhotoField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A photo chosen before the script ran (a slow phone) goes with the others, not lost.
    const chosenBefore = [...(serverPhotoField.current?.files ?? [])];
    if (chosenBefore.length > 0) setPhotos(chosenBefore.slice(0, LAPOR_LIMITS.foto));
    setScripted(true);
  }, []);
  const [koordinat, setKoordinat] = useState("");
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const choosePhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    // Chosen again from an empty input, so the same photo can be added after removing it.
    event.currentTarget.value = "";
    const next = [...photos, ...chosen];
    setFailure(next.length > LAPOR_LIMITS.foto ? { message: laporMessages.fotoTooMany, lines: [] } : null);
    setPhotos(next.slice(0, LAPOR_LIMITS.foto));
  };

  const takeLocation = () => {
    setLocating(true);
    setLocationProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        // Rounded here, before it is shown or sent (and again by the Worker).
        setKoordinat(roundedCoordinates(`${coords.latitude},${coords.longitude}`) ?? "");
      },
      () => {
        setLocating(false);
        setLocationProblem(LOCATION_FAILED);
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values[name] = value;
    }
    setFailure(null);
    setStep("Menyiapkan laporan...");
    try {
      const { sendLapor } = await loadLaporSend();
      const outcome = await sendLapor(values, photos, setStep);
      if (outcome.sent) {
        window.location.assign(outcome.url);
        return;
      }
      setFailure({ message: outcome.message, lines: outcome.lines });
    } catch {
      setFailure({ message: laporMessages.failed, lines: [] });
    }
    setStep(null);
  };

  return (
    <form
      className="lapor-form"
      method="post"
      action={LAPOR_PATHS.form}
      encType="multipart/form-data"
      onSubmit={send}
      {...indonesianValidation}
    >
      <label className="field">
        Kategori
        <select name="kategori" required defaultValue="">
          <option value="" disabled>
            Pilih kategori
          </option>
          {kategori.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Judul laporan
        <input
          type="text"
          name="judul"
          required
          maxLength={LAPOR_LIMITS.judul}
          placeholder="Misalnya: Jalan berlubang di depan balai"
        />
      </label>
      <label className="field">
        Apa yang terjadi?
        <textarea name="uraian" rows={5} required maxLength={LAPOR_LIMITS.uraian} />
      </label>
      <label className="field">
        Lokasi
        <input
          type="text"
          name="lokasi"
          required
          maxLength={LAPOR_LIMITS.lokasi}
          placeholder="Misalnya: Jl. Kenanga depan rumah Pak RT 03"
        />
      </label>
      <input type="hidden" name="koordinat" value={koordinat} />
      {scripted && "geolocation" in navigator && (
        <div className="lapor-location">
          {koordinat ? (
            <p>
              Titik lokasi dari ponsel: <strong>{koordinat.replace(",", ", ")}</strong>{" "}
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => setKoordinat("")}
              >
                Hapus titik lokasi
              </button>
            </p>
          ) : (
            <button
              type="button"
              className="button button-outline"
              onClick={takeLocation}
              disabled={locating}
            >
              {locating ? "Mengambil lokasi..." : "Ambil lokasi dari ponsel"}
            </button>
          )}
          {locationProblem && <p role="alert">{locationProblem}</p>}
        </div>
      )}
      {scripted ? (
        <div className="field lapor-photos">
          <label htmlFor="lapor-foto">Foto (paling banyak {LAPOR_LIMITS.foto}, tidak wajib)</label>
          {photos.length > 0 && (
            <ul aria-label="Foto yang dipilih">
              {photos.map((photo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice
                <li key={index}>
                  <span>{photo.name}</span>{" "}
                  <button
                    type="button"
                    className="button button-outline button-small"
                    onClick={() => setPhotos(photos.filter((_, other) => other !== index))}
                  >
                    {`Hapus foto ${index + 1}`}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < LAPOR_LIMITS.foto && (
            <input id="lapor-foto" type="file" accept={LAPOR_PHOTO_ACCEPT} multiple onChange={choosePhotos} />
          )}
        </div>
      ) : (
        <label className="field">
          Foto (1 foto JPG, PNG, atau WebP, maksimum 5MB, tidak wajib)
          <input ref={serverPhotoField} type="file" name="foto" accept={LAPOR_PHOTO_ACCEPT} />
        </label>
      )}
      <fieldset className="field-box lapor-reporter">
        <legend>Data pelapor (hanya dilihat pengurus padukuhan)</legend>
        <label className="field">
          Nama
          <input type="text" name="nama" required maxLength={LAPOR_LIMITS.nama} autoComplete="name" />
        </label>
        <label className="field">
          Nomor telepon/WhatsApp
          <input
            type="tel"
            name="no_telp"
            required
            maxLength={LAPOR_LIMITS.no_telp}
            autoComplete="tel"
            inputMode="tel"
          />
        </label>
      </fieldset>
      <Honeypot name={LAPOR_HONEYPOT} />
      {failure && (
        <div className="lapor-failed" role="alert">
          <p>
            {failure.lines.length > 0 ? "Laporan belum terkirim. Periksa isian berikut:" : failure.message}
          </p>
          {failure.lines.length > 0 && (
            <ul>
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {step && <p role="status">{step}</p>}
      <button type="submit" className="button" disabled={step !== null}>
        {step ? "Mengirim..." : "Kirim Laporan"}
      </button>
    </form>
  );
}
