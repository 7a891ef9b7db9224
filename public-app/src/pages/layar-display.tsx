/**
 * 'Layar Balai' (issue 31): the hall's television, one island that runs for weeks on its own.
 * It cycles the slides the office chose, shows the time in WIB, goes dark in quiet hours, and
 * every minute asks the server whether `/layar` changed (a conditional request: a few bytes
 * when nothing did). A change of content is taken from the new page's island props; a new
 * deployment (other script files) reloads the page when the cycle starts over. Without a
 * network it keeps cycling what it has and shows 'luring'; the service worker keeps the last
 * page, so a box that restarts offline opens it again.
 */

import { srcSetFor } from "@padukuhan/shared/images";
import type { LayarData } from "@padukuhan/shared/layar";
import { isQuiet, type LayarSlide, layarSlides, wibDay } from "@padukuhan/shared/layar-rules";
import type { ServiceWorkerMessage } from "@padukuhan/shared/offline";
import { ImageWithPlaceholder, SmallestCopies } from "@padukuhan/shared/ui/image";
import { useContext, useEffect, useMemo, useRef, useState } from "react";
import { loadQrCode } from "#lazy/qr-code";
import { useSiteConfig } from "../site-config";

/** How often the display asks whether the page changed. */
export const CHECK_INTERVAL_MS = 60_000;
const ISLAND_SELECTOR = '[data-island="layar"]';
/** The boot script, which names the build's entry and every island's chunks (worker/src/pages/document.ts). */
const BUILD_SCRIPT = "script[data-entry]";
/** A build's fingerprint in a page: its boot script with the files it names. */
const buildOf = (page: Document) => page.querySelector(BUILD_SCRIPT)?.outerHTML ?? null;

const timeFormat = new Intl.DateTimeFormat("id-ID", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jakarta",
});
const dateFormat = new Intl.DateTimeFormat("id-ID", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Jakarta",
});
const eventFormat = new Intl.DateTimeFormat("id-ID", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jakarta",
});

/** The current time, ticking every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function Clock({ big = false }: { big?: boolean }) {
  const now = useNow(1000);
  return (
    <div className={big ? "layar-clock layar-clock-big" : "layar-clock"}>
      <time className="layar-time" dateTime={new Date(now).toISOString()}>
        {timeFormat.format(now)} WIB
      </time>
      {big && <p className="layar-date">{dateFormat.format(now)}</p>}
    </div>
  );
}

type QrComponent = Awaited<ReturnType<typeof loadQrCode>>["QrCode"];
/** The encoder once fetched: later slides draw their code at once. */
let loadedQr: QrComponent | null = null;
const fetchQr = () =>
  loadQrCode().then((module) => {
    loadedQr = module.QrCode;
    return module.QrCode;
  });

/** The slide's QR code, or its empty square until the encoder has arrived. */
function QrSlot({ text, label }: { text: string; label: string }) {
  const [Qr, setQr] = useState<QrComponent | null>(() => loadedQr);
  useEffect(() => {
    if (Qr) return;
    let live = true;
    fetchQr().then(
      (component) => live && setQr(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Qr]);
  return Qr ? <Qr text={text} label={label} /> : <div className="layar-qr" />;
}

/** How wide a news picture and a photo are laid out (their `sizes`), for the slide and its preload. */
const PICTURE_SIZES = { artikel: "60vw", galeri: "100vw" } as const;

/** The picture a slide shows, if any, with its layout width. */
function slidePicture(slide: LayarSlide): { src: string; sizes: string } | null {
  if (slide.kind === "artikel" && slide.artikel.gambar)
    return { src: slide.artikel.gambar, sizes: PICTURE_SIZES.artikel };
  if (slide.kind === "galeri") return { src: slide.foto.foto, sizes: PICTURE_SIZES.galeri };
  return null;
}

/**
 * Fetches every slide's picture while the network is there, as the slide itself would (the
 * same copies for the same layout width): the service worker keeps them, so a cycle without a
 * network still has its pictures.
 */
function usePreloadedPictures(slides: LayarSlide[]) {
  const smallestOnly = useContext(SmallestCopies);
  useEffect(() => {
    for (const slide of slides) {
      const picture = slidePicture(slide);
      if (!picture) continue;
      const image = new Image();
      image.sizes = picture.sizes;
      image.srcset = srcSetFor(picture.src, smallestOnly) ?? "";
      image.src = picture.src;
    }
  }, [slides, smallestOnly]);
}

function Slide({ slide }: { slide: LayarSlide }) {
  const { site, publicOrigin } = useSiteConfig();
  const { identity } = site;
  switch (slide.kind) {
    case "pengumuman":
      return (
        <section className="layar-slide layar-pengumuman" aria-label="Pengumuman">
          <h2>Pengumuman</h2>
          <p className="layar-lead">{slide.pengumuman.text}</p>
        </section>
      );
    case "agenda":
      return (
        <section className="layar-slide layar-agenda" aria-label="Agenda Kegiatan">
          <h2>Agenda Kegiatan</h2>
          <ul>
            {slide.agenda.map((item) => (
              <li key={item.id} className={item.hariIni ? "layar-today" : undefined}>
                {item.hariIni && <span className="layar-badge">Hari ini</span>}
                <span className="layar-agenda-title">{item.judul}</span>
                <span className="layar-agenda-when">
                  {eventFormat.format(Date.parse(item.mulai))} WIB
                  {item.lokasi ? ` · ${item.lokasi}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      );
    case "artikel": {
      const { artikel } = slide;
      // The site's own address for it, whatever host the screen was opened on.
      const url = new URL(`/artikel/${artikel.id}`, publicOrigin).href;
      return (
        <section className="layar-slide layar-artikel" aria-label="Berita Terbaru">
          <ImageWithPlaceholder
            className="layar-picture"
            src={artikel.gambar}
            alt=""
            width={1200}
            height={675}
            sizes={PICTURE_SIZES.artikel}
            loading="eager"
          />
          <div className="layar-artikel-text">
            <p className="layar-kicker">Berita · {artikel.kategori}</p>
            <h2>{artikel.judul}</h2>
            <div className="layar-qr-box">
              <QrSlot text={url} label={`Kode QR ke berita: ${url}`} />
              <p>Pindai untuk membaca di ponsel</p>
            </div>
          </div>
        </section>
      );
    }
    case "galeri":
      return (
        <section className="layar-slide layar-galeri" aria-label="Foto Terbaru">
          <ImageWithPlaceholder
            className="layar-photo"
            src={slide.foto.foto}
            alt={slide.foto.judul}
            width={1200}
            height={800}
            sizes={PICTURE_SIZES.galeri}
            loading="eager"
          />
          <p className="layar-caption">{slide.foto.judul}</p>
        </section>
      );
    case "identitas":
      return (
        <section className="layar-slide layar-identitas" aria-label={identity.villageName}>
          {identity.logo && (
            <img className="layar-logo" src={identity.logo} alt="" width={160} height={160} />
          )}
          <h2>{identity.villageName}</h2>
          {identity.slogan && <p className="layar-lead">{identity.slogan}</p>}
          <Clock big />
        </section>
      );
  }
}

/** The line along the bottom, moving from the right edge to the left, again and again. */
function RunningText({ text }: { text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = line.current;
    if (!element || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // The Web Animations API, not a style attribute (the CSP allows none): about six characters
    // a second, readable from the back of the hall.
    const run = element.animate([{ transform: "translateX(0)" }, { transform: "translateX(-100%)" }], {
      duration: Math.max(15, Math.round(text.length / 6)) * 1000,
      iterations: Number.POSITIVE_INFINITY,
    });
    return () => run.cancel();
  }, [text]);
  return (
    <div className="layar-ticker" role="marquee" aria-label="Teks berjalan">
      <p ref={line}>{text}</p>
    </div>
  );
}

/** The island props of the `/layar` page `html`, and its build. */
function readPage(html: string): { data: LayarData; build: string | null } | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const props = page.querySelector<HTMLElement>(ISLAND_SELECTOR)?.dataset.props;
  if (!props) return null;
  return {
    data: (JSON.parse(props) as { data: LayarData }).data,
    build: buildOf(page),
  };
}

/**
 * Asks the service worker to keep the page as it is now: a box that restarts offline opens it.
 * Also once a day unchanged, as a kept copy ages out after a month (public-app/service-worker).
 */
const KEEP_AGAIN_MS = 24 * 3_600_000;
function keepOffline() {
  const message: ServiceWorkerMessage = { type: "keep", urls: [window.location.href] };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Keeps the screen on while the display is shown (where the browser allows it). */
function useWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    const request = () => {
      if (document.visibilityState !== "visible" || !("wakeLock" in navigator)) return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          lock = sentinel;
        },
        () => undefined,
      );
    };
    request();
    // The browser releases the lock when the page is hidden; it is asked for again on return.
    document.addEventListener("visibilitychange", request);
    return () => {
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

/**
 * Every minute: the page again, conditionally. Its new props when the content changed, a
 * reload flag when the deployment did, and whether the network answered at all.
 */
function useUpdates(initial: LayarData) {
  const [data, setData] = useState(initial);
  const [offline, setOffline] = useState(false);
  const [newBuild, setNewBuild] = useState(false);
  const etag = useRef<string | null>(null);
  const keptAt = useRef(Date.now());
  useEffect(() => {
    const ownBuild = buildOf(document);
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch(window.location.pathname, {
          cache: "no-store",
          headers: etag.current ? { "If-None-Match": etag.current } : {},
        });
        if (stopped) return;
        if (response.status === 304) {
          setOffline(false);
          if (Date.now() - keptAt.current > KEEP_AGAIN_MS) {
            keptAt.current = Date.now();
            keepOffline();
          }
          return;
        }
        if (!response.ok) throw new Error(`layar: ${response.status}`);
        const page = readPage(await response.text());
        if (stopped || !page) return;
        etag.current = response.headers.get("ETag");
        setOffline(false);
        if (page.build && ownBuild && page.build !== ownBuild) setNewBuild(true);
        else {
          setData(page.data);
          keptAt.current = Date.now();
          keepOffline();
        }
      } catch {
        if (!stopped) setOffline(true);
      }
    };
    const timer = setInterval(check, CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return { data, offline, newBuild };
}

export function LayarDisplay({ data: initial }: { data: LayarData }) {
  const { data, offline, newBuild } = useUpdates(initial);
  const now = useNow(30_000);
  // The slides are laid out again when the WIB day changes ('Hari ini').
  const day = wibDay(now);
  const quiet = isQuiet(data.settings, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: laid out again when the day changes
  const slides = useMemo(() => layarSlides(data, now), [data, day]);
  const [index, setIndex] = useState(0);
  useWakeLock();
  usePreloadedPictures(slides);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, after the display has started
  useEffect(() => {
    // News slides need the encoder: fetched now, while the network is there to fetch it.
    if (slides.some((slide) => slide.kind === "artikel")) void fetchQr().catch(() => undefined);
  }, []);

  const current = index < slides.length ? index : 0;
  useEffect(() => {
    if (quiet) return;
    const timer = setTimeout(() => {
      const next = (current + 1) % slides.length;
      // A new deployment takes over when the cycle starts again, not in the middle of a slide.
      if (next === 0 && newBuild) window.location.reload();
      else setIndex(next);
    }, data.settings.detik * 1000);
    return () => clearTimeout(timer);
  }, [current, slides, quiet, newBuild, data.settings.detik]);

  useEffect(() => {
    if (quiet && newBuild) window.location.reload();
  }, [quiet, newBuild]);

  if (quiet)
    return (
      <div className="layar layar-quiet">
        <p className="visually-hidden">Layar gelap (waktu tenang)</p>
      </div>
    );
  const slide = slides[current] ?? { kind: "identitas" };
  return (
    <div className="layar" data-slide={slide.kind} data-slide-index={current}>
      <div className="layar-stage" key={`${current}-${slides.length}`}>
        <Slide slide={slide} />
      </div>
      {slide.kind !== "identitas" && <Clock />}
      {offline && (
        <p className="layar-offline" role="status">
          luring
        </p>
      )}
      {data.settings.teksBerjalan && (
        <RunningText key={data.settings.teksBerjalan} text={data.settings.teksBerjalan} />
      )}
    </div>
  );
}
