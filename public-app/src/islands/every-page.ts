/**
 * What every public page runs, whichever islands it has: React and its DOM client, the island
 * providers (island-root.tsx) and the top bar's admin slot. The build imports this module into every entry
 * point, each island's included (esbuild's `inject`, scripts/build.ts), so that it all lands
 * in one shared chunk: left to itself it splits these modules by which islands use them into
 * many small files, each fetched and compressed on its own (about 0.6 KB brotli more per page).
 * React and its DOM client in one file compress better together (0.7 KB less than apart).
 * Only what every page needs anyway belongs here: anything else would be loaded by pages
 * that do not use it.
 */
import "react";
import "react/jsx-runtime";
import "react-dom/client";
import "@padukuhan/shared/ui/image";
import "../page-location";
import "../site-config";
import "../layout/admin-slot";
