/** The admin the browser tests sign in as; created by global-setup with `npm run admin:create`. */
export const ADMIN = {
  username: "pakdukuh",
  password: "kata-sandi-uji-123",
  nama: "Pak Dukuh Karangrejo",
} as const;
