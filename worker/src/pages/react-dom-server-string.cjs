// The Worker only calls renderToString. `react-dom/server` would also bundle the streaming
// renderer (about 110 KB minified), so wrangler.toml aliases it to this file, which loads the
// string renderer alone.
module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
    : require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
