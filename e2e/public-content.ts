/**
 * Extra records for the public list tests: paging needs more than a page of them, and the
 * sample content has six articles, ten photos and five UMKM. They are made and removed through
 * the real admin API, signed in as the e2e admin, and removed again after the tests.
 */

import type { Browser, BrowserContext, Page } from "playwright-core";
import { adminUrl, desktopContext, signInAsAdmin } from "./browser";

export type Entity = "artikel" | "galeri" | "umkm";

/** The text fields of one record, as the admin form sends them. */
export type Fields = Record<string, string>;

export interface AdminContent {
  /** Adds the records in order (the last is the newest) and returns their ids. */
  add(entity: Entity, records: Fields[]): Promise<string[]>;
  /** Deletes everything `add` made. */
  removeAll(): Promise<void>;
}

async function signIn(context: BrowserContext): Promise<Page> {
  const page = await signInAsAdmin(context);
  // A tab on the admin origin: the session cookie and the Origin header writes need come along.
  await page.goto(adminUrl("/api/galeri"));
  return page;
}

/** Signs in as the e2e admin in a context of its own; `removeAll` also closes it. */
export async function adminContent(browser: Browser): Promise<AdminContent> {
  const context = await desktopContext(browser);
  const api = await signIn(context);
  const made: Array<{ entity: Entity; id: string }> = [];
  return {
    async add(entity, records) {
      const ids = await api.evaluate(
        async ({ entity, records }) => {
          // A small JPEG made by the browser itself: the API checks the bytes, not the name.
          const canvas = document.createElement("canvas");
          canvas.width = 120;
          canvas.height = 80;
          const context = canvas.getContext("2d");
          if (!context) throw new Error("no 2d context");
          const made: string[] = [];
          for (const [index, fields] of records.entries()) {
            context.fillStyle = `hsl(${(index * 47) % 360} 60% 45%)`;
            context.fillRect(0, 0, canvas.width, canvas.height);
            const image = await new Promise<Blob | null>((resolve) =>
              canvas.toBlob(resolve, "image/jpeg", 0.8),
            );
            if (!image) throw new Error("toBlob failed");
            const form = new FormData();
            for (const [name, value] of Object.entries(fields)) form.append(name, value);
            form.append("image", image, "gambar.jpg");
            const response = await fetch(`/api/admin/${entity}`, { method: "POST", body: form });
            const body = (await response.json()) as { id?: string };
            if (response.status !== 201 || !body.id) {
              throw new Error(`POST /api/admin/${entity}: ${response.status} ${JSON.stringify(body)}`);
            }
            made.push(body.id);
          }
          return made;
        },
        { entity, records },
      );
      made.push(...ids.map((id) => ({ entity, id })));
      return ids;
    },
    async removeAll() {
      try {
        for (const { entity, id } of made.splice(0)) {
          const status = await api.evaluate(
            async (path) => (await fetch(path, { method: "DELETE" })).status,
            `/api/admin/${entity}/${id}`,
          );
          if (status !== 200 && status !== 404) throw new Error(`DELETE ${entity}/${id}: ${status}`);
        }
      } finally {
        await context.close();
      }
    },
  };
}

/** `count` records numbered from 1, zero-padded so their names sort as numbered. */
export function numbered(count: number, fields: (label: string) => Fields): Fields[] {
  return Array.from({ length: count }, (_, index) => fields(String(index + 1).padStart(2, "0")));
}
