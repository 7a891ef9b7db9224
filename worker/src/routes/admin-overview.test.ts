import { env } from "cloudflare:workers";
import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../test/auth";
import { file, formOf, JPEG, sendForm } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";

let token = "";
beforeAll(async () => {
  await createAccount("pengurus", "kata-sandi-panjang");
  token = await signIn("pengurus", "kata-sandi-panjang");
});

const overview = async () =>
  (await (await adminRequest("/api/admin/overview", { token })).json()) as Record<string, number>;

describe("GET /api/admin/overview", () => {
  it("counts every kind of content, and follows additions and deletions", async () => {
    expect(await overview()).toEqual({ artikel: 0, umkm: 0, galeri: 0 });
    await loadSampleContent(env.DB);
    expect(await overview()).toEqual({
      artikel: sampleArtikel.length,
      umkm: sampleUmkm.length,
      galeri: sampleGaleri.length,
    });

    const created = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Foto kerja bakti" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    const { id } = (await created.json()) as { id: string };
    expect((await overview()).galeri).toBe(sampleGaleri.length + 1);

    await adminRequest(`/api/admin/galeri/${id}`, { method: "DELETE", token });
    const deleted = sampleArtikel[0]?.id ?? "";
    await adminRequest(`/api/admin/artikel/${deleted}`, { method: "DELETE", token });
    expect(await overview()).toEqual({
      artikel: sampleArtikel.length - 1,
      umkm: sampleUmkm.length,
      galeri: sampleGaleri.length,
    });
  });
});
