import { phoneText, telLink } from "@padukuhan/shared/contact";
import type { SocialNetwork } from "@padukuhan/shared/settings";
import { mapUrls } from "@padukuhan/shared/site";
import { Island } from "../islands/island";
import { useSite } from "../site-config";
import { MapEmbed, Newsletter } from "./footer-islands";

const ICON_PATHS: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V10H7v4h3v8h4v-8h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v10c0 1.1.9 2 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H7Zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17.3 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  youtube:
    "M21.6 7.2c-.2-1-1-1.7-2-1.9C17.9 5 12 5 12 5s-5.9 0-7.6.3c-1 .2-1.8.9-2 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8c.2 1 1 1.7 2 1.9 1.7.3 7.6.3 7.6.3s5.9 0 7.6-.3c1-.2 1.8-.9 2-1.9.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  twitter: "M4 4h4.5l4 5.6L17.4 4H20l-6.3 7.3L20.5 20H16l-4.4-6-5.2 6H4l6.6-7.7L4 4Z",
};

const FOOTER_NAV = [
  { to: "/", label: "Beranda" },
  { to: "/about", label: "Profil" },
  { to: "/artikel", label: "Artikel" },
  { to: "/galeri", label: "Galeri" },
  { to: "/umkm", label: "UMKM" },
  { to: "/agenda", label: "Agenda" },
  { to: "/#kontak", label: "Kontak" },
] as const;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  twitter: "Twitter",
};

/**
 * An email address that may wrap only after '@' or '.': the page's last-resort rule
 * (`overflow-wrap: anywhere`) would otherwise cut it mid-word ('gmail.co' / 'm'). Named by
 * the address itself, as Chromium would read each break point as a space.
 */
function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} aria-label={email}>
      {/* Split at the separators (the odd parts), not by lookbehind, which Safari 15 cannot parse. */}
      {email.split(/([@.])/).flatMap((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        index % 2 ? [part, <wbr key={index} />] : [part],
      )}
    </a>
  );
}

/** A link of the settings: a page of this site in the app, anything else as it is. */
function SiteLink({ to, children }: { to: string; children: string }) {
  return to.startsWith("/") ? <a href={to}>{children}</a> : <a href={to}>{children}</a>;
}

export function Footer() {
  const { identity, contact, social, footer, credit } = useSite();
  const { villageName } = identity;
  const networks = (Object.keys(NETWORK_NAMES) as SocialNetwork[]).filter(
    (network) => social[network] !== "",
  );
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{villageName}</h2>
          {identity.slogan && <p className="footer-slogan">{identity.slogan}</p>}
          <p>{identity.description}</p>
          {/* Only the accounts the village has: an empty link is not shown (no dead '#'). */}
          {networks.length > 0 && (
            <ul className="social">
              {networks.map((network) => (
                <li key={network}>
                  <a href={social[network]} target="_blank" rel="noopener noreferrer">
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d={ICON_PATHS[network]} fill="currentColor" />
                    </svg>
                    <span className="visually-hidden">{`${NETWORK_NAMES[network]} ${villageName}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Kontak</h2>
          <address>
            <p>{contact.address}</p>
            <p>
              Telepon: <a href={telLink(contact.phone) ?? undefined}>{phoneText(contact.phone)}</a>
            </p>
            <p>
              Email: <EmailLink email={contact.email} />
            </p>
            <p>Jam pelayanan: {contact.officeHours}</p>
          </address>
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav">Navigasi</h2>
          <ul>
            {FOOTER_NAV.map((link) => (
              <li key={link.label}>
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {footer.services.length > 0 && (
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">Layanan</h2>
            <ul>
              {footer.services.map((link) => (
                <li key={`${link.label}:${link.link}`}>
                  <SiteLink to={link.link}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-labelledby="footer-map" className="footer-wide">
          <h2 id="footer-map">Lokasi</h2>
          {/* Islands of their own, hydrated once seen: the rest of the footer is plain HTML. */}
          <Island name="footerMap" component={MapEmbed} props={{ map: mapUrls(contact) }} when="visible" />
          <Island name="newsletter" component={Newsletter} props={{}} when="visible" />
        </section>
      </div>
      <p className="credit">
        © {new Date().getFullYear()} {villageName}.
        {credit.developerName && ` Dikembangkan oleh ${credit.developerName}`}
        {credit.developerName && credit.teamTitle && ` bersama ${credit.teamTitle}`}
        {credit.developerName && "."}
      </p>
    </footer>
  );
}
