import type { Locator, Page } from "playwright-core";

/**
 * A real JPEG of `width` × `height` made by the browser's own encoder: `picture`, a smooth
 * gradient with a sun, stays small and keeps its pixel size through the admin's compression;
 * `noise`, random pixels, hardly compresses (a big file for its pixels, slow to encode).
 */
export async function canvasJpeg(
  page: Page,
  width: number,
  height: number,
  { fill = "picture", quality = 0.9 }: { fill?: "picture" | "noise"; quality?: number } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ width, height, fill, quality }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      if (fill === "noise") {
        const pixels = context.createImageData(width, height);
        for (let index = 0; index < pixels.data.length; index += 4) {
          pixels.data[index] = Math.random() * 256;
          pixels.data[index + 1] = Math.random() * 256;
          pixels.data[index + 2] = Math.random() * 256;
          pixels.data[index + 3] = 255;
        }
        context.putImageData(pixels, 0, 0);
      } else {
        const sky = context.createLinearGradient(0, 0, width, height);
        sky.addColorStop(0, "#6fa8dc");
        sky.addColorStop(1, "#38761d");
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        context.fillStyle = "#f1c232";
        context.beginPath();
        context.arc(width * 0.7, height * 0.3, Math.min(width, height) * 0.12, 0, Math.PI * 2);
        context.fill();
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
      if (!blob) throw new Error("toBlob failed");
      return await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(blob);
      });
    },
    { width, height, fill, quality },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/**
 * Chooses in the file `input` a JPEG made in the page itself, `bytes` long: a `width` × `height`
 * picture (`canvasJpeg`'s) with comment segments (COM, 0xFFFE) after its JFIF header, as a
 * camera's metadata makes a photo heavy. Still a valid JPEG of a small picture, so a size rule
 * sees a big file while the browser decodes, compresses and copies it at once (random noise of
 * that size took it tens of seconds), and made in the page, since sending megabytes to the
 * browser (`setInputFiles`) takes about a second each. Answers the file's size.
 */
export function choosePaddedJpeg(
  input: Locator,
  name: string,
  { width, height, bytes }: { width: number; height: number; bytes: number },
): Promise<number> {
  return input.evaluate(
    async (element, { name, width, height, bytes }) => {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, "#6fa8dc");
      sky.addColorStop(1, "#38761d");
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
      if (!blob) throw new Error("toBlob failed");
      const jpeg = new Uint8Array(await blob.arrayBuffer());
      // After SOI and, when there is one, the JFIF APP0 segment, which must come first.
      const header = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 4 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0) : 2;
      // A segment's 16-bit length counts itself: at most 65533 bytes of comment each.
      const segments: Uint8Array<ArrayBuffer>[] = [];
      for (let missing = bytes - jpeg.length; missing > 0; missing -= 0xffff + 2) {
        const segment = new Uint8Array(0xffff + 2).fill(0x20);
        segment.set([0xff, 0xfe, 0xff, 0xff]);
        segments.push(segment);
      }
      const file = new File([jpeg.slice(0, header), ...segments, jpeg.slice(header)], name, {
        type: "image/jpeg",
      });
      choose(element, file);
      return file.size;

      /** What choosing a file does: the input's files change, then its input and change events. */
      function choose(input: Element, chosen: File) {
        if (!(input instanceof HTMLInputElement)) throw new Error("not an input");
        const transfer = new DataTransfer();
        transfer.items.add(chosen);
        input.files = transfer.files;
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }
    },
    { name, width, height, bytes },
  );
}

/**
 * Chooses in the file `input` a file made in the page: `head` followed by `length` bytes of 7,
 * without sending them to the browser (see `choosePaddedJpeg`). Answers its size.
 */
export function chooseFilledFile(
  input: Locator,
  { name, type, head, length }: { name: string; type: string; head: number[]; length: number },
): Promise<number> {
  return input.evaluate(
    (element, { name, type, head, length }) => {
      if (!(element instanceof HTMLInputElement)) throw new Error("not an input");
      const file = new File([new Uint8Array(head), new Uint8Array(length).fill(7)], name, { type });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      element.files = transfer.files;
      element.dispatchEvent(new Event("input", { bubbles: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
      return file.size;
    },
    { name, type, head, length },
  );
}

export const jpegFile = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });
