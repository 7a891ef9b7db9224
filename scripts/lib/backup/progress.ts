/**
 * One line of progress on the terminal ("artikel: 1.500 baris"), rewritten in place on a TTY
 * and printed at most every few seconds elsewhere (a CI log, a file), so a long backup shows
 * it is moving without flooding the output.
 */
const number = new Intl.NumberFormat("id-ID");
export const formatCount = (value: number) => number.format(value);

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${number.format(Math.round(bytes / 1024))} KB`;
  return `${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}

export class Progress {
  private lastPrint = 0;
  private lineOpen = false;

  constructor(private readonly out: NodeJS.WriteStream = process.stdout) {}

  /** The current state of a step; shown now on a TTY, else every 5 seconds. */
  update(text: string) {
    if (this.out.isTTY) {
      this.out.write(`\r\x1b[K${text}`);
      this.lineOpen = true;
      return;
    }
    const now = Date.now();
    if (now - this.lastPrint < 5000) return;
    this.lastPrint = now;
    this.out.write(`${text}\n`);
  }

  /** A step's last word, always on a line of its own. */
  done(text: string) {
    if (this.lineOpen) this.out.write("\r\x1b[K");
    this.lineOpen = false;
    this.lastPrint = Date.now();
    this.out.write(`${text}\n`);
  }
}
