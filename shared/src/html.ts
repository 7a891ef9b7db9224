/** Text safe in HTML content and in a double-quoted attribute (pages the Worker and the service worker write). */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
