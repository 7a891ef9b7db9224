import { LAPOR_OPEN_CEILING } from "@padukuhan/shared/lapor";
import { describe, expect, it } from "vitest";
import { allReports, answerAuthor, formIsFull, laporTexts, openReports, reporterWhatsApp } from "./texts";

const counts = (baru: number, diproses: number, selesai = 0, ditolak = 0) => ({
  baru,
  diproses,
  selesai,
  ditolak,
});

describe("the ceiling of open reports", () => {
  it("counts 'Baru' and 'Diproses' only", () => {
    expect(openReports(counts(3, 4, 100, 100))).toBe(7);
    expect(allReports(counts(3, 4, 100, 100))).toBe(207);
  });

  it("warns from the count at which the public form refuses new reports", () => {
    expect(formIsFull(counts(LAPOR_OPEN_CEILING - 1, 0, 9_000))).toBe(false);
    expect(formIsFull(counts(LAPOR_OPEN_CEILING - 10, 10))).toBe(true);
    expect(formIsFull(counts(0, LAPOR_OPEN_CEILING + 1))).toBe(true);
    expect(laporTexts.full(500)).toContain("Ada 500 laporan yang belum selesai");
  });
});

describe("the badge of new reports", () => {
  it("shows the count, '99+' above 99, and says what it counts", () => {
    expect(laporTexts.newCount(7)).toBe("7");
    expect(laporTexts.newCount(99)).toBe("99");
    expect(laporTexts.newCount(100)).toBe("99+");
    expect(laporTexts.newLabel(100)).toBe("100 laporan baru");
  });
});

describe("an answer's author", () => {
  it("is named as 'Kelola Admin' names admins, or as removed", () => {
    expect(answerAuthor({ username: "sri", nama: "Sri Rahayu" })).toBe("Sri Rahayu (@sri)");
    expect(answerAuthor({ username: "sri", nama: null })).toBe("@sri");
    expect(answerAuthor({ username: "sri", nama: "" })).toBe("@sri");
    expect(answerAuthor(null)).toBe("Admin yang sudah dihapus");
  });
});

describe("the WhatsApp chat with the reporter", () => {
  const report = {
    nama: "Pak Budi",
    no_telp: "0812-3456 7890",
    kode: "LW-7K3Q-9XM2",
    judul: "Jalan berlubang",
  };

  it("goes to the number in international form, with a greeting that names the report", () => {
    const link = reporterWhatsApp(report, "Padukuhan Karang");
    expect(link).not.toBeNull();
    const url = new URL(link ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/6281234567890");
    expect(url.searchParams.get("text")).toBe(
      "Halo Pak Budi, kami dari pengurus Padukuhan Karang tentang laporan Anda LW-7K3Q-9XM2 “Jalan berlubang”.",
    );
  });

  it("greets without a name once it was cleared, and names no village it does not know", () => {
    const link = reporterWhatsApp({ ...report, nama: "" }, "");
    expect(new URL(link ?? "").searchParams.get("text")).toBe(
      "Halo, kami dari pengurus padukuhan tentang laporan Anda LW-7K3Q-9XM2 “Jalan berlubang”.",
    );
  });

  it("is none without a usable number", () => {
    expect(reporterWhatsApp({ ...report, no_telp: "" }, "Karang")).toBeNull();
    expect(reporterWhatsApp({ ...report, no_telp: "-" }, "Karang")).toBeNull();
  });
});
