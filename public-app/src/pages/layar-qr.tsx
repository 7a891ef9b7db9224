/**
 * The QR code of a news slide on 'Layar Balai': drawn in the browser only, from a chunk fetched
 * after the display has started (lazy/qr-code.ts), so neither the first load nor the Worker
 * carries the encoder.
 */
import { useMemo } from "react";
import { encode } from "uqr";

/** One square per dark module, with the four-module quiet zone a camera needs around them. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = useMemo(() => encode(text, { ecc: "M" }), [text]);
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + 4} ${y + 4}h1v1h-1z`] : [])))
    .join("");
  return (
    <svg className="layar-qr" viewBox={`0 0 ${size + 8} ${size + 8}`} role="img" aria-label={label}>
      <rect width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
