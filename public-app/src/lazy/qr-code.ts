/** Fetched in the browser on first use; the Worker never loads it (lazy/README.md). */
export const loadQrCode = () => import("../pages/layar-qr");
