/**
 * Reading a document store's JSON export one document at a time. Two shapes are common:
 * collections at the top level (`{ "artikel": { "<id>": {…} } }`, firestore-export-import and
 * most scripts) or under `__collections__` (`{ "__collections__": { "artikel": { "<id>": {…,
 * "__collections__": {} } } } }`, node-firestore-import-export); either way each collection is
 * an object of documents keyed by their id. A file may hold both.
 *
 * The file is scanned rather than handed to `JSON.parse` whole: each document is parsed on its
 * own when its turn comes, so only one batch of records is ever held as objects, and an id that
 * appears twice in a collection is seen (`JSON.parse` would silently keep the last one).
 */

import { COLLECTIONS, type Collection } from "../../../shared/src/firestore-import";

export { COLLECTIONS, type Collection };

const NESTED = "__collections__";

/** One document of the export, still as its JSON text. */
export interface ExportDocument {
  collection: Collection;
  id: string;
  /** The document's JSON text; `JSON.parse` it when its turn comes. */
  json: string;
  /** An earlier document of the same collection had this id: this one is not imported. */
  duplicate: boolean;
}

/** What a first pass over the file found, before anything is written. */
export interface ExportOutline {
  /** Documents per collection (duplicates included), for the progress line. */
  counts: Record<Collection, number>;
  /** Top-level names that are no collection of the original app, with their document counts. */
  ignored: Array<{ name: string; documents: number }>;
}

export class ExportFormatError extends Error {}

/** A cursor over the JSON text that steps over whole values without building them. */
class Scanner {
  index = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    const line = this.text.slice(0, this.index).split("\n").length;
    throw new ExportFormatError(`File ekspor bukan JSON yang valid (baris ${line}): ${what}`);
  }

  skipSpace() {
    while (this.index < this.text.length && /\s/.test(this.text[this.index] as string)) this.index += 1;
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.index] ?? "";
  }

  expect(char: string) {
    if (this.peek() !== char) this.fail(`'${char}' diharapkan`);
    this.index += 1;
  }

  /** A string literal, decoded. */
  string(): string {
    const start = this.index;
    this.skipString();
    try {
      return JSON.parse(this.text.slice(start, this.index)) as string;
    } catch {
      return this.fail("teks tidak dapat dibaca");
    }
  }

  private skipString() {
    if (this.peek() !== '"') this.fail("teks diharapkan");
    let i = this.index + 1;
    while (i < this.text.length) {
      const char = this.text[i];
      if (char === "\\") i += 2;
      else if (char === '"') {
        this.index = i + 1;
        return;
      } else i += 1;
    }
    this.fail("teks tidak ditutup");
  }

  /** Steps over one value of any kind; returns where it starts and ends. */
  value(): [number, number] {
    this.skipSpace();
    const start = this.index;
    const char = this.text[start];
    if (char === '"') this.skipString();
    else if (char === "{" || char === "[") {
      const stack = [char === "{" ? "}" : "]"];
      this.index += 1;
      while (stack.length > 0) {
        const next = this.peek();
        if (next === "") this.fail("file berakhir sebelum waktunya");
        if (next === '"') this.skipString();
        else if (next === "{" || next === "[") {
          stack.push(next === "{" ? "}" : "]");
          this.index += 1;
        } else if (next === "}" || next === "]") {
          if (stack.pop() !== next) this.fail(`'${next}' tidak pada tempatnya`);
          this.index += 1;
        } else this.index += 1;
      }
    } else {
      const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
        this.text.slice(start, start + 40),
      );
      if (!literal) this.fail("nilai tidak dikenal");
      this.index = start + literal[0].length;
    }
    return [start, this.index];
  }

  /** Each member of the object that starts here: its key, then `member` reads its value. */
  *members(): Generator<string> {
    this.expect("{");
    if (this.peek() === "}") {
      this.index += 1;
      return;
    }
    while (true) {
      const key = this.string();
      this.expect(":");
      const before = this.index;
      yield key;
      // A member the caller did not read is stepped over.
      if (this.index === before) this.value();
      const next = this.peek();
      this.index += 1;
      if (next === "}") return;
      if (next !== ",") this.fail("',' atau '}' diharapkan");
    }
  }

  end() {
    if (this.peek() !== "") this.fail("ada sisa setelah akhir data");
  }
}

const isCollection = (name: string): name is Collection => (COLLECTIONS as readonly string[]).includes(name);

/**
 * Every document of the known collections, in file order, the collections' shapes told apart
 * by `__collections__`. `onIgnored` hears of every other top-level member.
 */
function* documents(
  text: string,
  onIgnored: (name: string, documents: number) => void,
): Generator<ExportDocument> {
  const scanner = new Scanner(text);
  if (scanner.peek() !== "{") scanner.fail("file ekspor harus berupa objek JSON berisi koleksi");
  const seen = new Map<Collection, Set<string>>(COLLECTIONS.map((name) => [name, new Set<string>()]));

  function* collection(name: string): Generator<ExportDocument> {
    if (!isCollection(name) || scanner.peek() !== "{") {
      const [start, end] = scanner.value();
      const value = text.slice(start, end);
      onIgnored(name, value.startsWith("{") ? countMembers(value) : 0);
      return;
    }
    const ids = seen.get(name) as Set<string>;
    for (const id of scanner.members()) {
      const [start, end] = scanner.value();
      const duplicate = ids.has(id);
      ids.add(id);
      yield { collection: name, id, json: text.slice(start, end), duplicate };
    }
  }

  for (const name of scanner.members()) {
    if (name === NESTED && scanner.peek() === "{") {
      for (const nested of scanner.members()) yield* collection(nested);
    } else yield* collection(name);
  }
  scanner.end();
}

function countMembers(objectText: string): number {
  let count = 0;
  for (const _ of new Scanner(objectText).members()) count += 1;
  return count;
}

/**
 * Checks the whole file first (a syntax error halfway must not leave half an import) and counts
 * its documents; `read` then yields them.
 */
export function openExport(text: string): { outline: ExportOutline; read: () => Generator<ExportDocument> } {
  const counts = Object.fromEntries(COLLECTIONS.map((name) => [name, 0])) as Record<Collection, number>;
  const ignored: ExportOutline["ignored"] = [];
  for (const document of documents(text, (name, count) => ignored.push({ name, documents: count }))) {
    counts[document.collection] += 1;
  }
  return { outline: { counts, ignored }, read: () => documents(text, () => {}) };
}
