/** Written into the page by the Worker (the admin app is not server-rendered). */
export interface AdminConfig {
  publicOrigin: string;
  adminOrigin: string;
  /** From 'Pengaturan Situs': the app names the village it keeps. */
  villageName: string;
}

export function readConfig(): AdminConfig {
  const text = document.getElementById("page-data")?.textContent;
  if (text) return (JSON.parse(text) as { config: AdminConfig }).config;
  // Without the Worker's data (never in practice), assume admin.<public host>.
  const publicOrigin = window.location.origin.replace("://admin.", "://");
  return { publicOrigin, adminOrigin: window.location.origin, villageName: "" };
}
