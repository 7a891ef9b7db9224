import { slogan, villageName } from "@padukuhan/shared/village";
import { Link, Route, Routes } from "react-router-dom";
import { HomePage } from "./pages/home";

export function App() {
  return (
    <>
      <header className="topbar">
        <Link to="/" className="brand">
          <strong>{villageName}</strong>
          <span>{slogan}</span>
        </Link>
      </header>
      <main id="konten">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<p className="section">Halaman tidak ditemukan</p>} />
        </Routes>
      </main>
    </>
  );
}
