import { describe, expect, it } from "vitest";
import { replyLink } from "./texts";

const entry = { nama: "Sri", subjek: "Posyandu", pesan: "Kapan?" };

describe("the reply link ('Balas')", () => {
  it("writes to the sender with 'Re: <subjek>' and the message quoted", () => {
    expect(replyLink({ ...entry, email: "sri@contoh.id" })).toBe(
      "mailto:sri@contoh.id?subject=Re%3A%20Posyandu&body=%0A%0ASri%20menulis%3A%0A%3E%20Kapan%3F",
    );
  });

  it("cannot be steered by the address: ? & = % stay inside it, so no hidden Bcc or body", () => {
    const link = replyLink({ ...entry, email: "warga@gmail.com?bcc=penyusup@jahat.example&body=x%0A" });
    expect(link).toBe(
      "mailto:warga@gmail.com%3Fbcc%3Dpenyusup@jahat.example%26body%3Dx%250A?subject=Re%3A%20Posyandu&body=%0A%0ASri%20menulis%3A%0A%3E%20Kapan%3F",
    );
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
  });
});
