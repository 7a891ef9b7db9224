const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 20;

/**
 * A 20-character random id like the document store's, so imported ids keep their URLs.
 * Rejection sampling keeps every character equally likely.
 */
export function newId(): string {
  const limit = 256 - (256 % ALPHABET.length);
  let id = "";
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH * 2))) {
      if (byte < limit && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
