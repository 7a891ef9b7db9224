import { villageName } from "@padukuhan/shared/village";
import { Link, Navigate, Route, Routes } from "react-router-dom";

function Overview() {
  return (
    <section className="panel">
      <h1>Panel Admin</h1>
      <p>Kelola konten {villageName}.</p>
      <nav aria-label="Menu admin">
        <ul>
          <li>
            <Link to="/admin/artikel">Kelola Artikel</Link>
          </li>
          <li>
            <Link to="/admin/umkm">Kelola UMKM</Link>
          </li>
          <li>
            <Link to="/admin/galeri">Kelola Galeri</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}

export function App() {
  return (
    <main>
      <Routes>
        <Route path="/" element={<Navigate to="/admin" replace />} />
        <Route path="/admin" element={<Overview />} />
        <Route path="/admin/*" element={<Overview />} />
        <Route path="/login" element={<h1 className="panel">Login Admin</h1>} />
        <Route path="*" element={<p className="panel">Halaman tidak ditemukan</p>} />
      </Routes>
    </main>
  );
}
