import type { Artikel, Galeri, Umkm } from "@padukuhan/shared/types";

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const api = {
  artikel: () => getJson<Artikel[]>("/api/artikel"),
  umkm: () => getJson<Umkm[]>("/api/umkm"),
  galeri: () => getJson<Galeri[]>("/api/galeri"),
};
