/**
 * The rules 'Layar Balai' runs by (issue 31): which slides a cycle has, when the screen is dark,
 * which events are today's. The display's island runs them in the browser; they import only
 * types from layar.ts, so no schema library reaches the display.
 */
import type { LayarAgenda, LayarArtikel, LayarBlock, LayarData, LayarFoto, LayarSettings } from "./layar";
import { wibInput } from "./wib";

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(":").map(Number);
  return hours * 60 + minutes;
};

/** Minutes since midnight on the WIB clock at `time`. */
export const wibMinuteOfDay = (time: number) => minutesOf(wibInput(new Date(time)).slice(11));

/** Whether the screen is dark at `time`: within quiet hours, which may run past midnight. */
export function isQuiet({ jamTenang }: LayarSettings, time: number): boolean {
  if (!jamTenang.aktif) return false;
  const now = wibMinuteOfDay(time);
  const start = minutesOf(jamTenang.mulai);
  const end = minutesOf(jamTenang.selesai);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The WIB calendar day of an instant, as 'YYYY-MM-DD'. */
export const wibDay = (time: number) => wibInput(new Date(time)).slice(0, 10);

/** Whether an event takes place on the WIB day of `now` (it starts today, or is running). */
export function isToday(agenda: LayarAgenda, now: number): boolean {
  const start = Date.parse(agenda.mulai);
  const end = agenda.selesai ? Date.parse(agenda.selesai) : start;
  const today = wibDay(now);
  return wibDay(start) <= today && today <= wibDay(Math.max(start, end));
}

/** One slide of the cycle. */
export type LayarSlide =
  | { kind: "pengumuman"; pengumuman: NonNullable<LayarData["pengumuman"]> }
  | { kind: "agenda"; agenda: (LayarAgenda & { hariIni: boolean })[] }
  | { kind: "artikel"; artikel: LayarArtikel }
  | { kind: "galeri"; foto: LayarFoto }
  | { kind: "identitas" };

/**
 * The slides of one cycle, in the office's chosen blocks: each article and photo a slide of its
 * own, the agenda on one slide with today's events first. A block with nothing to show is
 * left out; the village's identity stands in when nothing else is left.
 */
export function layarSlides(data: LayarData, now: number): LayarSlide[] {
  const marked = data.agenda.map((item) => ({ ...item, hariIni: isToday(item, now) }));
  const ofBlock: Record<LayarBlock, () => LayarSlide[]> = {
    pengumuman: () => (data.pengumuman ? [{ kind: "pengumuman", pengumuman: data.pengumuman }] : []),
    agenda: () =>
      marked.length === 0
        ? []
        : [
            {
              kind: "agenda",
              agenda: [...marked.filter((item) => item.hariIni), ...marked.filter((item) => !item.hariIni)],
            },
          ],
    artikel: () => data.artikel.map((artikel) => ({ kind: "artikel", artikel })),
    galeri: () => data.galeri.map((foto) => ({ kind: "galeri", foto })),
    identitas: () => [{ kind: "identitas" }],
  };
  const slides = data.settings.blok.flatMap((block) => ofBlock[block]());
  return slides.length > 0 ? slides : [{ kind: "identitas" }];
}
