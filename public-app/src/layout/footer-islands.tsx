/**
 * The footer's two interactive parts, islands of their own (layout/footer.tsx): the rest of
 * the footer is the server's HTML and ships no code.
 */
import { mailtoLink } from "@padukuhan/shared/contact";
import { type FormEvent, useState } from "react";
import { indonesianValidation } from "../components/indonesian-validation";
import { useSite } from "../site-config";

/** A map pin, drawn inline: the preview fetches nothing before the visitor asks for the map. */
const PIN_PATH =
  "M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z";

/** Opens the visitor's mail client: the seed showed the field without saying what it does. */
export function Newsletter() {
  const { identity, contact } = useSite();
  const villageName = identity.villageName;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    window.location.href = mailtoLink(
      contact.teamEmail,
      `Berlangganan kabar ${villageName}`,
      `Mohon kirimkan kabar terbaru ${villageName} ke alamat email ${String(email)}.`,
    );
  };
  return (
    <form className="newsletter" onSubmit={submit} {...indonesianValidation}>
      <label htmlFor="newsletter-email">Dapatkan kabar terbaru</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          placeholder="Email Anda"
          autoComplete="email"
        />
        <button type="submit" className="button">
          Berlangganan
        </button>
      </div>
    </form>
  );
}

/**
 * The map loads only when asked: an embedded map costs a visitor on mobile data about a
 * megabyte, more than the rest of the page together. Until then a card with a pin and the
 * address says what the button will show (an empty dark box looked broken). The server works
 * out the map's addresses (`mapUrls`), so the island's chunk does not carry that code.
 */
export function MapEmbed({ map }: { map: { embed: string; link: string } }) {
  const { identity, contact } = useSite();
  const [shown, setShown] = useState(false);
  return (
    <div className={shown ? "map" : "map map-preview"}>
      {shown ? (
        <iframe title={`Peta lokasi ${identity.villageName}`} src={map.embed} loading="lazy" />
      ) : (
        <>
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
            <path d={PIN_PATH} fill="currentColor" />
          </svg>
          <p>{contact.address}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>
            Tampilkan peta
          </button>
        </>
      )}
      <a href={map.link} target="_blank" rel="noopener noreferrer">
        Lihat di Google Maps
      </a>
    </div>
  );
}
