import "./share-buttons.css";
import { SHARE_WINDOW, timing } from "@padukuhan/shared/constants";
import { useEffect, useState } from "react";
import { useSiteConfig } from "../site-config";

/** Copies with the Clipboard API, or with a hidden text field where that is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.appendChild(field);
    field.select();
    // The fallback the seed asks for: older Android browsers have no async clipboard.
    const copied = document.execCommand("copy");
    field.remove();
    return copied;
  }
}

function openShareWindow(url: string) {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, (window.screen.width - width) / 2);
  const top = Math.max(0, (window.screen.height - height) / 2);
  window.open(url, "share", `width=${width},height=${height},left=${left},top=${top},noopener`);
}

export function facebookShareUrl(pageUrl: string) {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

export function twitterShareUrl(pageUrl: string, text: string) {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(text)}`;
}

/**
 * WhatsApp's share link: the person picks a chat, and the message says what the page is
 * about (its title) above its link, which WhatsApp turns into a preview.
 */
export function whatsappShareUrl(pageUrl: string, title: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${pageUrl}`)}`;
}

/**
 * Share to Facebook and Twitter in a 600×400 window, to WhatsApp, open Instagram, and copy the
 * link ('Tersalin!' for 2 s). `path` is the page's own path; the link shared is absolute, on the
 * public host (an article previewed on the admin host shares its public address). An island
 * on each detail page, hydrated when seen.
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), timing.copyConfirmMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const { publicOrigin } = useSiteConfig();
  const pageUrl = () => new URL(path, publicOrigin).href;

  return (
    <div className="share">
      <p className="share-title">Bagikan</p>
      <div className="share-buttons">
        <button
          type="button"
          className="button button-small"
          onClick={() => openShareWindow(facebookShareUrl(pageUrl()))}
        >
          Facebook
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => openShareWindow(twitterShareUrl(pageUrl(), title))}
        >
          Twitter
        </button>
        {/* A plain link, rendered by the server: it works before the island is hydrated, or without JavaScript. */}
        <a
          className="button button-small"
          href={whatsappShareUrl(pageUrl(), title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Bagikan ke WhatsApp"
        >
          WhatsApp
        </a>
        <a
          className="button button-small"
          href="https://www.instagram.com/"
          target="_blank"
          rel="noopener noreferrer"
        >
          Instagram
        </a>
        <button
          type="button"
          className="button button-small button-outline"
          onClick={async () => setCopied(await copyText(pageUrl()))}
        >
          {copied ? "Tersalin!" : "Salin Link"}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? "Link tersalin" : ""}
      </p>
    </div>
  );
}
