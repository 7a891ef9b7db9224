import { paragraphs } from "@padukuhan/shared/site";

/** Text as a person typed it: a paragraph per line, blank lines skipped (React escapes every one). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are never reordered and may repeat
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
