import { env } from "cloudflare:workers";
import { type Artikel, artikelMessages } from "@padukuhan/shared/artikel";
import { wibInput } from "@padukuhan/shared/wib";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { listData, request } from "../../../test/http";
import {
  adminToken,
  contentVersion,
  file,
  formOf,
  JPEG,
  sendForm,
  storageSnapshot,
} from "../../../test/upload";
import { DAILY_CRON, MINUTE_CRON } from "../../cron";
import worker from "../../index";
import { applyDueChanges, publishDueArticles } from "../due-changes";
import { loadSampleContent } from "../sample-content";
import { d1Source } from "../source";

let token = "";

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
});

const HOUR = 3_600_000;

const fields = (judul: string, extra: Record<string, string> = {}) => ({
  judul,
  kategori: "Kesehatan",
  text: `${judul}: isi artikel tentang kegiatan warga padukuhan.`,
  link: "",
  tags: "",
  ...extra,
});

async function create(judul: string, extra: Record<string, string> = {}) {
  const response = await sendForm(
    "/api/admin/artikel",
    "POST",
    formOf(fields(judul, extra), { image: file(JPEG, "foto.jpg", "image/jpeg") }),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Artikel;
}

async function edit(record: Artikel, extra: Record<string, string>) {
  const response = await sendForm(
    `/api/admin/artikel/${record.id}`,
    "PUT",
    formOf(fields(record.judul, extra)),
    token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Artikel;
}

const inAnHour = () => wibInput(new Date(Date.now() + HOUR));

async function publicCount(kategori: string) {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(jumlah), 0) AS n FROM content_counts WHERE koleksi = 'artikel' AND kategori = ?",
  )
    .bind(kategori)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const adminList = async (query = "") => {
  const response = await adminRequest(`/api/admin/artikel${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Artikel[]; next: string | null };
};

/** Everywhere a visitor could meet article `record`: true where it shows. */
async function seenByVisitors(record: Artikel, word: string) {
  const published = (await listData<Artikel>("/api/artikel?kategori=Kesehatan")).find(
    (other) => other.id !== record.id,
  );
  const related = published ? await d1Source(env.DB).relatedArtikel(published.id) : [];
  const page = await request(`/artikel/${record.id}`);
  await page.arrayBuffer();
  const home = await (await request("/")).text();
  const list = await (await request("/artikel")).text();
  const searchPage = await (await request(`/artikel?q=${word}`)).text();
  return {
    api: (await listData<Artikel>("/api/artikel")).some((other) => other.id === record.id),
    apiDetail: (await request(`/api/artikel/${record.id}`)).status === 200,
    apiSearch: (await listData<Artikel>(`/api/artikel?q=${word}`)).some((other) => other.id === record.id),
    page: page.status === 200,
    home: home.includes(record.judul),
    list: list.includes(record.judul),
    searchPage: searchPage.includes(record.judul),
    related: related.some((card) => card.id === record.id),
  };
}

const NOWHERE = {
  api: false,
  apiDetail: false,
  apiSearch: false,
  page: false,
  home: false,
  list: false,
  searchPage: false,
  related: false,
};
const EVERYWHERE = Object.fromEntries(Object.keys(NOWHERE).map((key) => [key, true]));

describe("drafts and scheduled articles", () => {
  it("a draft is in no public list, detail, search, count or related list, and in the admin's list", async () => {
    const counted = await publicCount("Kesehatan");
    const draft = await create("Posyandu zirkonia bulan depan", { status: "draf" });
    expect(draft).toMatchObject({ status: "draf", publishAt: null });
    expect(await seenByVisitors(draft, "zirkonia")).toEqual(NOWHERE);
    expect(await publicCount("Kesehatan")).toBe(counted);

    expect((await adminList()).data.find((artikel) => artikel.id === draft.id)?.status).toBe("draf");
    // The admin finds drafts by the words of their title, though the search index never holds them.
    expect((await adminList("?q=zirkonia")).data.map((artikel) => artikel.id)).toEqual([draft.id]);
  });

  it("a scheduled article waits with its publish time; the time is required and in the future", async () => {
    const typed = inAnHour();
    const scheduled = await create("Lomba gobak sodor yttrium", { status: "terjadwal", publishAt: typed });
    expect(scheduled.status).toBe("terjadwal");
    expect(wibInput(new Date(scheduled.publishAt as string))).toBe(typed);
    expect(await seenByVisitors(scheduled, "yttrium")).toEqual(NOWHERE);

    const before = await storageSnapshot();
    for (const [publishAt, message] of [
      ["", artikelMessages.publishAtRequired],
      ["2020-01-01T10:00", artikelMessages.publishAtPast],
      ["2026-02-31T10:00", artikelMessages.publishAtInvalid],
    ] as const) {
      const response = await sendForm(
        "/api/admin/artikel",
        "POST",
        formOf(fields("Tidak tersimpan", { status: "terjadwal", publishAt }), {
          image: file(JPEG, "foto.jpg", "image/jpeg"),
        }),
        token,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.publishAt).toBe(message);
    }
    expect(await storageSnapshot()).toEqual(before);
  });

  it("a status the form does not know is refused", async () => {
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      formOf(fields("Tidak tersimpan", { status: "rahasia" }), {
        image: file(JPEG, "foto.jpg", "image/jpeg"),
      }),
      token,
    );
    expect(response.status).toBe(400);
  });

  it("publishing a draft dates it now and shows it everywhere; an edit after keeps that date", async () => {
    const draft = await create("Senam lansia wolfram", { status: "draf" });
    const publishing = Date.now();
    const published = await edit(draft, { status: "terbit", publishAt: inAnHour() });
    expect(published).toMatchObject({ status: "terbit", publishAt: null });
    expect(Date.parse(published.createdAt)).toBeGreaterThanOrEqual(publishing - 1000);
    expect(await seenByVisitors(published, "wolfram")).toEqual(EVERYWHERE);

    const edited = await edit(published, { status: "terbit", text: "Isi yang diperbaiki." });
    expect(edited.createdAt).toBe(published.createdAt);
    // Back to draft: gone from the site again, counts included.
    const counted = await publicCount("Kesehatan");
    await edit(edited, { status: "draf" });
    expect((await request(`/api/artikel/${draft.id}`)).status).toBe(404);
    expect(await publicCount("Kesehatan")).toBe(counted - 1);
  });
});

describe("the admin's list of articles", () => {
  it("pages every status newest first with a cursor, and refuses a cursor it did not make", async () => {
    const first = await adminList("?limit=2");
    expect(first.data).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = await adminList(`?limit=2&cursor=${first.next}`);
    expect(second.data.map((a) => a.id)).not.toContain(first.data[0]?.id);
    const all = await adminList("?limit=50");
    const times = all.data.map((artikel) => Date.parse(artikel.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.data.map((artikel) => artikel.status))).toEqual(
      new Set(["draf", "terjadwal", "terbit"]),
    );
    expect((await adminRequest("/api/admin/artikel?cursor=bukan", { token })).status).toBe(400);
  });

  it("is behind the session check", async () => {
    expect((await adminRequest("/api/admin/artikel")).status).toBe(401);
  });
});

describe("the minute job publishes scheduled articles on time", () => {
  async function scheduledAt(judul: string) {
    const record = await create(judul, { status: "terjadwal", publishAt: inAnHour() });
    return { record, at: Date.parse(record.publishAt as string) };
  }
  const riwayat = (id: string) =>
    env.DB.prepare(
      "SELECT username, action FROM activity_log WHERE record_id = ? AND action = 'terbit-otomatis'",
    )
      .bind(id)
      .all<{ username: string; action: string }>();

  it("writes nothing before the time, and everything at it: public, counted, searchable, dated, logged", async () => {
    const { record, at } = await scheduledAt("Kerja bakti molibdenum");
    const version = await contentVersion();
    expect((await applyDueChanges(env.DB, at - 1)).artikel).toBe(0);
    expect(await contentVersion()).toBe(version);
    expect((await request(`/api/artikel/${record.id}`)).status).toBe(404);

    const counted = await publicCount("Kesehatan");
    // Every article of this file is in 'Kesehatan'; an earlier test's may come due too.
    const published = (await applyDueChanges(env.DB, at)).artikel ?? 0;
    expect(published).toBeGreaterThanOrEqual(1);
    expect(await contentVersion()).not.toBe(version);
    const shown = (await (await request(`/api/artikel/${record.id}`)).json()) as Artikel;
    expect(shown).toMatchObject({ status: "terbit", publishAt: null, createdAt: new Date(at).toISOString() });
    expect(await publicCount("Kesehatan")).toBe(counted + published);
    expect((await listData<Artikel>("/api/artikel?q=molibdenum")).map((a) => a.id)).toEqual([record.id]);
    expect((await riwayat(record.id)).results).toEqual([{ username: "sistem", action: "terbit-otomatis" }]);
    // Nothing is due any more: the next minute writes nothing.
    const after = await contentVersion();
    expect((await applyDueChanges(env.DB, at + 60_000)).artikel).toBe(0);
    expect(await contentVersion()).toBe(after);
  });

  it("leaves alone an article switched back to draft between the find and the write", async () => {
    const { record, at } = await scheduledAt("Pentas seni kromium");
    const { results } = await publishDueArticles.find(env.DB, at).all<{ id: string; judul: string }>();
    expect(results.map((row) => row.id)).toContain(record.id);
    await edit(record, { status: "draf" });
    await env.DB.batch(publishDueArticles.apply(env.DB, results, at));
    expect((await request(`/api/artikel/${record.id}`)).status).toBe(404);
    expect((await riwayat(record.id)).results).toEqual([]);
  });

  it("runs on the minute Cron Trigger, not the daily one", async () => {
    const { record, at } = await scheduledAt("Festival layang tungsten");
    const run = async (cron: string) => {
      const waiting: Promise<unknown>[] = [];
      const ctx = {
        waitUntil: (promise: Promise<unknown>) => waiting.push(promise),
      } as unknown as ExecutionContext;
      await worker.scheduled({ cron, scheduledTime: at, noRetry() {} } as ScheduledController, env, ctx);
      await Promise.all(waiting);
    };
    // A line older than a year: the daily sweep's to prune, never the minute job's.
    await env.DB.prepare(
      "INSERT INTO activity_log (at, username, kind, action) VALUES (0, 'lama', 'artikel', 'tambah')",
    ).run();
    const oldLines = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM activity_log WHERE username = 'lama'").first<{
          n: number;
        }>()
      )?.n;

    await run(MINUTE_CRON);
    expect((await request(`/api/artikel/${record.id}`)).status).toBe(200);
    expect(await oldLines()).toBe(1);

    const later = await scheduledAt("Festival layang niobium");
    await run(DAILY_CRON);
    expect(await oldLines()).toBe(0);
    expect((await request(`/api/artikel/${later.record.id}`)).status).toBe(404);
  });
});

describe("the preview /admin/artikel/:id/pratinjau", () => {
  it("shows a draft with the public article page, marked, unindexed and never cached", async () => {
    const draft = await create("Pratinjau kabar vanadium", { status: "draf" });
    const response = await adminRequest(`/admin/artikel/${draft.id}/pratinjau`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await response.text();
    expect(html).toContain(draft.judul);
    expect(html).toContain('class="artikel-text"');
    expect(html).toContain("Pratinjau: artikel ini masih Draf");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('id="page-data"');
  });

  it("sends a visitor without a session to the sign-in page, and is 404 for an unknown id", async () => {
    const draft = await create("Pratinjau rahasia skandium", { status: "draf" });
    const anonymous = await adminRequest(`/admin/artikel/${draft.id}/pratinjau`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login");
    expect(await anonymous.text()).not.toContain(draft.judul);
    expect((await adminRequest("/admin/artikel/tidak-ada/pratinjau", { token })).status).toBe(404);
  });
});
