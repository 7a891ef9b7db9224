import { lazy, Suspense, useEffect, useState } from "react";
import { loadAdminEntry } from "#lazy/admin-entry";
import { readAdminHint } from "./admin-hint";
import { LoginLink } from "./login-link";

const AdminEntry = lazy(() => loadAdminEntry().then((m) => ({ default: m.AdminEntry })));

/**
 * 'Login Admin', or, in a browser where an admin signed in, the admin's dropdown: its code (the
 * session checks, layout/admin-entry.tsx) is fetched only there, and 'Login Admin' shows until
 * it has come. Another tab's sign-in or sign-out is followed through the storage event.
 * The top bar's only island (`when="admin"`): a visitor's browser runs no script for it.
 */
export function AdminSlot() {
  const [hinted, setHinted] = useState(false);
  useEffect(() => {
    const update = () => setHinted(readAdminHint());
    update();
    window.addEventListener("storage", update);
    return () => window.removeEventListener("storage", update);
  }, []);
  if (!hinted) return <LoginLink />;
  return (
    <Suspense fallback={<LoginLink />}>
      <AdminEntry />
    </Suspense>
  );
}
