// React's string renderer alone. `react-dom/server` (workerd picks server.edge.js) brings the
// streaming renderer too, about 10 KB the Worker never runs (docs/decisions/005); its package
// exports offer no entry with the string renderer alone, hence the file path.
module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
    : require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
