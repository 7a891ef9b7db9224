/** 'Pesan Masuk': everything the screen says that the Worker does not. */
export const pesanTexts = {
  heading: "Pesan Masuk",
  intro: "Pesan yang dikirim pengunjung lewat formulir 'Kirim Pesan' di halaman depan, terbaru di atas.",
  loading: "Memuat pesan...",
  failed: "Gagal mengambil pesan",
  empty: "Belum ada pesan masuk.",
  shown: (count: number) => `Menampilkan ${count} pesan`,
  unread: "Belum dibaca",
  open: "Baca",
  reply: "Balas",
  markRead: "Tandai sudah dibaca",
  markUnread: "Tandai belum dibaca",
  marking: "Menyimpan...",
  markFailed: "Gagal mengubah status pesan",
  markedRead: "Pesan ditandai sudah dibaca",
  markedUnread: "Pesan ditandai belum dibaca",
  deleteTitle: "Hapus Pesan",
  deleteMessage: (subjek: string) => `Pesan “${subjek}” akan dihapus.`,
  deleteFailed: "Gagal menghapus pesan",
  deleted: "Pesan berhasil dihapus",
  from: "Dari",
  received: "Diterima",
  select: (subjek: string) => `Pilih pesan: ${subjek}`,
  selectAll: "Pilih semua",
  selected: (count: number) => `${count} pesan dipilih`,
  markManyRead: "Tandai sudah dibaca",
  markedManyRead: (count: number) => `${count} pesan ditandai sudah dibaca`,
  removeMany: "Hapus",
  deleteManyTitle: "Hapus Pesan Terpilih",
  deleteManyMessage: (count: number) => `${count} pesan yang dipilih akan dihapus.`,
  deletedMany: (count: number) => `${count} pesan berhasil dihapus`,
  star: "Beri bintang",
  unstar: "Hapus bintang",
  starLabel: (subjek: string) => `Beri bintang: ${subjek}`,
  starFailed: "Gagal mengubah bintang pesan",
  starred: "Berbintang",
  keepNote:
    "Pesan yang sudah dibaca dihapus otomatis 180 hari setelah diterima, kecuali yang diberi bintang.",
  /** Why the inbox takes no new message (the overview and 'Pesan Masuk' say it). */
  full: {
    "belum-dibaca":
      "Kotak Pesan Masuk penuh: ada 2.000 pesan belum dibaca. Pesan baru dari pengunjung ditolak sampai Anda menandai sebagian sudah dibaca atau menghapusnya.",
    ukuran:
      "Kotak Pesan Masuk penuh: pesan yang tersimpan sudah mencapai 20 MB. Pesan baru dari pengunjung ditolak sampai Anda menghapus sebagian pesan.",
  },
  openInbox: "Buka Pesan Masuk",
  /** The badge beside 'Pesan Masuk' in the navigation. */
  unreadCount: (count: number, cap: number) => (count >= cap ? `${cap - 1}+` : String(count)),
  unreadLabel: (count: number) => `${count} pesan belum dibaca`,
} as const;

/**
 * The reply: the visitor's address, 'Re: <subjek>', and their message quoted below. The address
 * is percent-encoded (its @ kept, as mail apps expect): one stored before the form refused
 * `? & = %` must not add a hidden Bcc or body to the admin's reply.
 */
export function replyLink(entry: { email: string; subjek: string; pesan: string; nama: string }): string {
  const quoted = entry.pesan
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `\n\n${entry.nama} menulis:\n${quoted}`;
  const to = encodeURIComponent(entry.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${entry.subjek}`)}&body=${encodeURIComponent(body)}`;
}
