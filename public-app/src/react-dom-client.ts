// React's DOM client behind an ES module of ours: a dynamic import of the CommonJS package itself
// would give its chunk's namespace without named exports (esbuild, code splitting).
export { hydrateRoot } from "react-dom/client";
