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
  /** The badge beside 'Pesan Masuk' in the navigation. */
  unreadCount: (count: number, cap: number) => (count >= cap ? `${cap - 1}+` : String(count)),
  unreadLabel: (count: number) => `${count} pesan belum dibaca`,
} as const;

/** The reply: the visitor's address, 'Re: <subjek>', and their message quoted below. */
export function replyLink(entry: { email: string; subjek: string; pesan: string; nama: string }): string {
  const quoted = entry.pesan
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `\n\n${entry.nama} menulis:\n${quoted}`;
  return `mailto:${entry.email}?subject=${encodeURIComponent(`Re: ${entry.subjek}`)}&body=${encodeURIComponent(body)}`;
}
