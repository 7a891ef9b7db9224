import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { apiJson } from "../api";
import { BackupDownload } from "../components/backup-download";
import { type AnswerOf, endpoints } from "../endpoints";
import { useLaporCounts } from "../lapor/new-badge";
import { formIsFull, laporTexts, openReports } from "../lapor/texts";
import { pesanTexts } from "../pesan/texts";
import { useUnreadCount } from "../pesan/unread-badge";

/** /admin: how much there is of each, and the way to manage it (the seed left this empty). */
export function OverviewPage() {
  const [counts, setCounts] = useState<AnswerOf<typeof endpoints.overview> | null>(null);
  const [failed, setFailed] = useState(false);
  const inbox = useUnreadCount(true);
  const reports = useLaporCounts(true);
  useEffect(() => {
    apiJson(endpoints.overview)
      .then(setCounts)
      .catch(() => setFailed(true));
  }, []);
  const cards = [
    { key: "artikel", title: "Artikel", to: "/admin/artikel", action: "Kelola Artikel" },
    { key: "umkm", title: "UMKM", to: "/admin/umkm", action: "Kelola UMKM" },
    { key: "galeri", title: "Foto Galeri", to: "/admin/galeri", action: "Kelola Galeri" },
  ] as const;
  return (
    <section aria-labelledby="ringkasan">
      <h1 id="ringkasan">Ringkasan</h1>
      {inbox?.penuh && (
        <div className="alert alert-error" role="alert">
          <p>{pesanTexts.full[inbox.penuh]}</p>
          <Link className="button" to="/admin/pesan">
            {pesanTexts.openInbox}
          </Link>
        </div>
      )}
      {reports && formIsFull(reports) && (
        <div className="alert alert-error" role="alert">
          <p>{laporTexts.full(openReports(reports))}</p>
          <Link className="button" to="/admin/laporan">
            {laporTexts.openList}
          </Link>
        </div>
      )}
      {failed && (
        <p className="alert alert-error" role="alert">
          Gagal mengambil ringkasan konten
        </p>
      )}
      <ul className="overview">
        {cards.map((card) => (
          <li key={card.key} className="overview-card">
            <h2>{card.title}</h2>
            <p className="overview-count" data-testid={`jumlah-${card.key}`}>
              {counts ? counts[card.key] : "…"}
            </p>
            <Link className="button" to={card.to}>
              {card.action}
            </Link>
          </li>
        ))}
        <BackupDownload />
      </ul>
    </section>
  );
}
