import { SHARE_WINDOW, timing } from "@padukuhan/shared/constants";
import { useEffect, useState } from "react";

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
 * Share to Facebook and Twitter in a 600×400 window, open Instagram, and copy the link
 * ('Tersalin!' for 2 s). `path` is the page's own path; the link shared is absolute.
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), timing.copyConfirmMs);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const pageUrl = () => new URL(path, window.location.origin).href;

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
