import { Navigate, Route, Routes } from "react-router-dom";
import { AgendaPage } from "./kinds/agenda/screen";
import { ArtikelPage } from "./kinds/artikel/screen";
import { GaleriPage } from "./kinds/galeri/screen";
import { PengumumanPage } from "./kinds/pengumuman/screen";
import { UmkmPage } from "./kinds/umkm/screen";
import { AdminLayout } from "./layout/admin-layout";
import { AccountsPage } from "./pages/accounts";
import { ActivityPage } from "./pages/activity";
import { DataPage } from "./pages/data";
import { LaporanListPage } from "./pages/laporan";
import { LaporanReportPage } from "./pages/laporan-detail";
import { LoginPage } from "./pages/login";
import { LogoutPage } from "./pages/logout";
import { OverviewPage } from "./pages/overview";
import { PasswordPage } from "./pages/password";
import { PesanPage } from "./pages/pesan";
import { SettingsPage } from "./pages/settings";

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/admin" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="artikel" element={<ArtikelPage />} />
        <Route path="umkm" element={<UmkmPage />} />
        <Route path="galeri" element={<GaleriPage />} />
        <Route path="pengumuman" element={<PengumumanPage />} />
        <Route path="agenda" element={<AgendaPage />} />
        <Route path="password" element={<PasswordPage />} />
        <Route path="pengaturan" element={<SettingsPage />} />
        <Route path="akun" element={<AccountsPage />} />
        <Route path="riwayat" element={<ActivityPage />} />
        <Route path="pesan" element={<PesanPage />} />
        <Route path="laporan" element={<LaporanListPage />} />
        <Route path="laporan/:id" element={<LaporanReportPage />} />
        <Route path="data" element={<DataPage />} />
      </Route>
      <Route
        path="*"
        element={
          <main className="login">
            <p>Halaman tidak ditemukan</p>
          </main>
        }
      />
    </Routes>
  );
}
