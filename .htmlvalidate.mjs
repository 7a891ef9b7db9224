// html-validate's settings for every page the site and the admin serve, as the server sends it
// and as the browser holds it after the app has started (e2e/html-validate.test.ts).
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Issue 26 names these four; the preset has them too, said here so they stay.
    "form-dup-name": "error",
    "long-title": ["error", { maxlength: 70 }],
    "aria-label-misuse": [
      "error",
      {
        allowAnyNamable: false,
        // <search> is a landmark (the validator's list predates it); a named <ul> is deliberate (the home page's 'Statistik padukuhan').
        elements: { exclude: ["search", "ul"] },
      },
    ],
    "no-implicit-input-type": "error",

    // The server's renderer writes `<img/>` and `<!doctype html>`, Chromium's serializer `<img>` and `<!DOCTYPE html>`: both valid HTML.
    "void-style": "off",
    "doctype-style": "off",
    // Chromium's serializer writes `required=""` and `hidden=""`, the server `required`: both valid HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Preact's server renderer writes React's prop name `fetchPriority`; attribute names are case-insensitive.
    "attr-case": "off",
    // React's useId makes ids such as `_r_0_`: valid HTML ids, only not starting with a letter.
    "valid-id": ["error", { relaxed: true }],
    // The admin's list search searches as you type and on Enter, without a button (admin-app/src/components/list-search.tsx).
    "wcag/h32": "off",
    // A <fieldset disabled> locks a whole admin form while it saves; the form's heading names it, a legend would repeat it.
    "wcag/h71": "off",
  },
};
