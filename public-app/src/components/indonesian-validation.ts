import type { FormEvent } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * The browser checks `required` and `type="email"` itself (also before the app starts), but
 * its bubbles speak the browser's language: 'Please fill out this field.' in an English one.
 * Spread on a form, these say the same rules in Indonesian.
 */
export const indonesianValidation = {
  // `invalid` does not bubble: the form hears its fields' only while capturing (React emulated
  // bubbling for onInvalid, Preact attaches real listeners).
  onInvalidCapture(event: FormEvent<HTMLFormElement>) {
    // The validity flags ignore a message set earlier, so they still say what is wrong.
    const field = event.target as Field;
    const { valueMissing, typeMismatch } = field.validity;
    field.setCustomValidity(
      valueMissing
        ? "Kolom ini wajib diisi."
        : typeMismatch
          ? "Masukkan alamat email yang benar, misalnya nama@contoh.com."
          : "",
    );
  },
  // The message keeps the field invalid until it is taken back: each change is checked afresh.
  onInput(event: FormEvent<HTMLFormElement>) {
    (event.target as Field).setCustomValidity("");
  },
};
