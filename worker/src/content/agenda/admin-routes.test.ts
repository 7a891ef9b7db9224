import { env } from "cloudflare:workers";
import { type Agenda, agendaMessages } from "@padukuhan/shared/agenda";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import type { AgendaListData, HomeData } from "@padukuhan/shared/pages";
import { sampleAgenda } from "@padukuhan/shared/sample-content";
import type { CursorPage } from "@padukuhan/shared/types";
import { wibInput } from "@padukuhan/shared/wib";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { errorBody, request } from "../../../test/http";
import {
  adminToken,
  contentVersion,
  file,
  formOf,
  JPEG,
  keyOf,
  PNG,
  sendForm,
  storageSnapshot,
} from "../../../test/upload";
import { applyDueChanges, DUE_STEPS } from "../due-changes";
import { loadSampleContent } from "../sample-content";
import { archiveEndedAgenda } from "./store";

let token = "";

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A datetime-local value on the WIB clock, `offset` ms from now. */
const wibFromNow = (offset: number) => wibInput(new Date(Date.now() + offset));

const fields = (overrides: Record<string, string> = {}) => ({
  judul: "Rapat Warga RT 03",
  mulai: wibFromNow(2 * DAY),
  selesai: wibFromNow(2 * DAY + 2 * HOUR),
  lokasi: "Balai Padukuhan",
  deskripsi: "Membahas rencana kerja bakti.\nSemua warga diundang.",
  ...overrides,
});

async function createAgenda(overrides: Record<string, string> = {}, image?: File) {
  const response = await sendForm(
    "/api/admin/agenda",
    "POST",
    formOf(fields(overrides), image ? { image } : {}),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Agenda;
}

async function pageData<T>(path: string): Promise<T> {
  const response = await request(`/api/pages${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const activity = (recordId: string) =>
  env.DB.prepare("SELECT action, title FROM activity_log WHERE kind = 'agenda' AND record_id = ? ORDER BY id")
    .bind(recordId)
    .all<{ action: string; title: string }>()
    .then((result) => result.results);

describe("POST /api/admin/agenda", () => {
  it("adds an event without an image, times typed in WIB, and lists it as upcoming", async () => {
    const versionBefore = await contentVersion();
    const typed = fields({ mulai: "2030-03-01T09:30", selesai: "2030-03-01T12:00" });
    const response = await sendForm("/api/admin/agenda", "POST", formOf(typed), token);
    expect(response.status).toBe(201);
    const record = (await response.json()) as Agenda;
    expect(record).toMatchObject({
      judul: "Rapat Warga RT 03",
      mulai: "2030-03-01T02:30:00.000Z",
      selesai: "2030-03-01T05:00:00.000Z",
      lokasi: "Balai Padukuhan",
      gambar: null,
      arsip: false,
      updatedAt: null,
    });
    expect(await contentVersion()).not.toBe(versionBefore);
    expect(await activity(record.id)).toEqual([{ action: "tambah", title: "Rapat Warga RT 03" }]);
    const upcoming = await pageData<AgendaListData>("/agenda");
    expect(upcoming.results.items.map((item) => item.id)).toContain(record.id);
  });

  it("stores an optional image with the form", async () => {
    const record = await createAgenda({}, file(PNG, "poster.png", "image/png"));
    expect(record.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.png$/);
    expect(await env.IMAGES.head(keyOf(record.gambar as string))).not.toBeNull();
  });

  it("puts an event that has already ended straight into the archive", async () => {
    const record = await createAgenda({ mulai: wibFromNow(-3 * DAY), selesai: wibFromNow(-3 * DAY + HOUR) });
    expect(record.arsip).toBe(true);
    const archive = await pageData<AgendaListData>("/agenda/arsip");
    expect(archive.arsip).toBe(true);
    expect(archive.results.items.map((item) => item.id)).toContain(record.id);
  });

  it("refuses bad input with Indonesian messages per field and changes nothing", async () => {
    const before = await storageSnapshot();
    const versionBefore = await contentVersion();
    const response = await sendForm(
      "/api/admin/agenda",
      "POST",
      formOf({ judul: " ", mulai: "2026-02-30T10:00", selesai: "", lokasi: "", deskripsi: "" }),
      token,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      judul: contentMessages.judulRequired,
      mulai: agendaMessages.mulaiInvalid,
      selesai: agendaMessages.selesaiInvalid,
      lokasi: agendaMessages.lokasiRequired,
      deskripsi: agendaMessages.deskripsiRequired,
    });
    expect(await storageSnapshot()).toEqual(before);
    expect(await contentVersion()).toBe(versionBefore);
  });

  it("refuses an end before the start", async () => {
    const response = await sendForm(
      "/api/admin/agenda",
      "POST",
      formOf(fields({ mulai: "2030-03-01T10:00", selesai: "2030-03-01T09:59" })),
      token,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ selesai: agendaMessages.selesaiBeforeMulai });
  });

  it("refuses a file that is no image, storing nothing", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/agenda",
      "POST",
      formOf(fields(), { image: file(new TextEncoder().encode("not an image"), "x.png", "image/png") }),
      token,
    );
    expect(response.status).toBe(415);
    expect((await errorBody(response)).error.message).toBe(contentMessages.imageFormat);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("PUT and DELETE /api/admin/agenda/:id", () => {
  it("keeps the image when none is sent, replaces it with a new one and deletes the old", async () => {
    const created = await createAgenda({}, file(JPEG, "a.jpg", "image/jpeg"));
    const kept = await sendForm(
      `/api/admin/agenda/${created.id}`,
      "PUT",
      formOf(fields({ judul: "Baru" })),
      token,
    );
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as Agenda).gambar).toBe(created.gambar);

    const replaced = await sendForm(
      `/api/admin/agenda/${created.id}`,
      "PUT",
      formOf(fields(), { image: file(PNG, "b.png", "image/png") }),
      token,
    );
    const updated = (await replaced.json()) as Agenda;
    expect(updated.gambar).not.toBe(created.gambar);
    expect(await env.IMAGES.head(keyOf(created.gambar as string))).toBeNull();
    expect(await env.IMAGES.head(keyOf(updated.gambar as string))).not.toBeNull();
    expect(updated.updatedAt).not.toBeNull();
  });

  it("drops the image with hapus_gambar=1 and removes it from R2", async () => {
    const created = await createAgenda({}, file(JPEG, "a.jpg", "image/jpeg"));
    const response = await sendForm(
      `/api/admin/agenda/${created.id}`,
      "PUT",
      formOf(fields({ hapus_gambar: "1" })),
      token,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as Agenda).gambar).toBeNull();
    expect(await env.IMAGES.head(keyOf(created.gambar as string))).toBeNull();
  });

  it("moves an event to the archive when its new end has passed, and back when it moves ahead", async () => {
    const created = await createAgenda();
    const past = await sendForm(
      `/api/admin/agenda/${created.id}`,
      "PUT",
      formOf(fields({ mulai: wibFromNow(-2 * DAY), selesai: wibFromNow(-2 * DAY + HOUR) })),
      token,
    );
    expect(((await past.json()) as Agenda).arsip).toBe(true);
    const ahead = await sendForm(`/api/admin/agenda/${created.id}`, "PUT", formOf(fields()), token);
    expect(((await ahead.json()) as Agenda).arsip).toBe(false);
  });

  it("deletes the event and its image, with a line in 'Riwayat'", async () => {
    const created = await createAgenda({ judul: "Dihapus" }, file(JPEG, "a.jpg", "image/jpeg"));
    const response = await adminRequest(`/api/admin/agenda/${created.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await env.IMAGES.head(keyOf(created.gambar as string))).toBeNull();
    expect((await activity(created.id)).map((line) => line.action)).toEqual(["tambah", "hapus"]);
    expect((await request(`/agenda/${created.id}`)).status).toBe(404);
  });

  it("answers an unknown id with 404 'Agenda tidak ditemukan', storing nothing", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/agenda/tidak-ada",
      "PUT",
      formOf(fields(), { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(agendaMessages.notFound);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("GET /api/admin/agenda", () => {
  it("pages every event, latest start first, with a cursor; searches; refuses a bad cursor", async () => {
    const seen: Agenda[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const response = await adminRequest(`/api/admin/agenda?limit=2${query}`, { token });
      expect(response.status).toBe(200);
      const page = (await response.json()) as CursorPage<Agenda>;
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.next;
    } while (cursor);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM agenda").first<number>("n");
    expect(seen).toHaveLength(count ?? 0);
    const starts = seen.map((item) => Date.parse(item.mulai));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    const searched = await adminRequest("/api/admin/agenda?q=posyandu", { token });
    const found = (await searched.json()) as CursorPage<Agenda>;
    expect(found.data.map((item) => item.judul)).toEqual(["Posyandu Lansia dan Cek Kesehatan Gratis"]);

    const bad = await adminRequest("/api/admin/agenda?cursor=xyz", { token });
    expect(bad.status).toBe(400);
  });

  it("is behind the session guard", async () => {
    const response = await adminRequest("/api/admin/agenda");
    expect(response.status).toBe(401);
  });
});

describe("the minute job", () => {
  const STEPS = [archiveEndedAgenda];

  it("is one of the minute Cron Trigger's steps (every step initialised)", () => {
    expect(DUE_STEPS).toContain(archiveEndedAgenda);
    for (const step of DUE_STEPS) expect(step?.name).toEqual(expect.any(String));
  });

  it("archives events that have ended, bumping the content version only when something changed", async () => {
    const created = await createAgenda({ mulai: wibFromNow(HOUR), selesai: wibFromNow(2 * HOUR) });
    const beforeEnd = Date.parse(created.selesai) - 1;
    const version = await contentVersion();
    expect(await applyDueChanges(env.DB, beforeEnd, STEPS)).toEqual({ agenda: 0 });
    expect(await contentVersion()).toBe(version);

    const counts = await applyDueChanges(env.DB, Date.parse(created.selesai), STEPS);
    expect(counts.agenda).toBeGreaterThanOrEqual(1);
    expect(await contentVersion()).not.toBe(version);
    const row = await env.DB.prepare("SELECT arsip FROM agenda WHERE id = ?")
      .bind(created.id)
      .first<number>("arsip");
    expect(row).toBe(1);
    const counted = await env.DB.prepare(
      "SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'agenda' ORDER BY kategori",
    ).all<{ kategori: string; jumlah: number }>();
    const actual = await env.DB.prepare(
      "SELECT CASE arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END AS kategori, count(*) AS jumlah FROM agenda GROUP BY arsip ORDER BY kategori",
    ).all<{ kategori: string; jumlah: number }>();
    expect(counted.results).toEqual(actual.results);
    // Nothing left to do at that time: no second bump.
    const after = await contentVersion();
    expect(await applyDueChanges(env.DB, Date.parse(created.selesai), STEPS)).toEqual({ agenda: 0 });
    expect(await contentVersion()).toBe(after);
  });

  it("leaves an event an admin moved ahead since it was found (the write re-checks)", async () => {
    const created = await createAgenda({ mulai: wibFromNow(HOUR), selesai: wibFromNow(2 * HOUR) });
    const now = Date.parse(created.selesai) + 1;
    await env.DB.prepare("UPDATE agenda SET selesai = ? WHERE id = ?")
      .bind(now + DAY, created.id)
      .run();
    const writes = archiveEndedAgenda.apply(env.DB, [{ id: created.id }], now);
    await env.DB.batch(writes);
    const row = await env.DB.prepare("SELECT arsip FROM agenda WHERE id = ?")
      .bind(created.id)
      .first<number>("arsip");
    expect(row).toBe(0);
  });
});

describe("public agenda pages", () => {
  it("the home page shows the next three upcoming events, soonest first", async () => {
    const home = await pageData<HomeData>("/");
    expect(home.agenda.length).toBeLessThanOrEqual(3);
    expect(home.agenda.every((item) => !item.arsip)).toBe(true);
    const starts = home.agenda.map((item) => Date.parse(item.mulai));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("pages the upcoming list with halaman and searches with q", async () => {
    const searched = await pageData<AgendaListData>("/agenda?q=kerja%20bakti");
    expect(searched.results.items.map((item) => item.id)).toContain(sampleAgenda[2]?.id);
    const past = await pageData<AgendaListData>("/agenda?halaman=999");
    expect(past.results.items).toEqual([]);
    expect(past.results.page).toBe(999);
  });

  it("renders an event's page with its meta tags, the calendar link and JSON-LD Event", async () => {
    const created = await createAgenda(
      {
        judul: "Pentas </script><b>Seni</b>",
        mulai: "2031-08-17T08:00",
        selesai: "2031-08-17T11:00",
        lokasi: 'Lapangan, Dusun "A"',
      },
      file(JPEG, "a.jpg", "image/jpeg"),
    );
    const response = await request(`/agenda/${created.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/api/agenda/${created.id}/kalender.ics"`);
    expect(html).toContain("Tambahkan ke Kalender");
    expect(html).toMatch(
      /<meta property="og:title" content="Pentas &lt;\/script&gt;&lt;b&gt;Seni&lt;\/b&gt; \| /,
    );
    expect(html).toContain(
      `<link rel="canonical" href="http://padukuhan.localhost:8787/agenda/${created.id}">`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(json).not.toContain("<");
    const event = JSON.parse(json) as Record<string, unknown>;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Pentas </script><b>Seni</b>",
      startDate: "2031-08-17T08:00:00+07:00",
      endDate: "2031-08-17T11:00:00+07:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      // The place as the event names it, in the village's postal address (json-ld.test.ts).
      location: {
        "@type": "Place",
        name: 'Lapangan, Dusun "A"',
        address: { "@type": "PostalAddress", addressCountry: "ID" },
      },
    });
    expect(event.image).toEqual([`http://padukuhan.localhost:8787${created.gambar}`]);
    // JSON-LD is data: the page's CSP allows no inline script, and needs none for it.
    expect(response.headers.get("Content-Security-Policy")).not.toContain("unsafe-inline");
  });

  it("answers an unknown event with a 404 page", async () => {
    const response = await request("/agenda/tidak-ada");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Agenda tidak ditemukan");
  });

  it("serves the event as an iCalendar file (RFC 5545)", async () => {
    const created = await createAgenda({
      judul: "Rapat; evaluasi, tahunan",
      mulai: "2031-01-05T19:00",
      selesai: "2031-01-05T21:30",
      deskripsi: `Baris satu\nBaris dua dengan kata yang cukup panjang ${"é".repeat(60)}`,
    });
    const response = await request(`/api/agenda/${created.id}/kalender.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="agenda\.ics"$/);
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain(`UID:${created.id}@padukuhan.localhost`);
    expect(lines).toContain("DTSTART:20310105T120000Z");
    expect(lines).toContain("DTEND:20310105T143000Z");
    expect(lines).toContain("SUMMARY:Rapat\\; evaluasi\\, tahunan");
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    // Unfolded, the description is the text with its line break escaped.
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      `DESCRIPTION:Baris satu\\nBaris dua dengan kata yang cukup panjang ${"é".repeat(60)}\r\n`,
    );

    const missing = await request("/api/agenda/tidak-ada/kalender.ics");
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe(agendaMessages.notFound);
  });
});
