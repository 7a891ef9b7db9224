import { useEffect } from "react";
import { useAuth } from "../auth/auth-context";
import { useConfig } from "../config-context";

/**
 * /logout: where the public site's 'Logout' sends the admin. The public origin cannot end the
 * session itself (writes are accepted only from the admin origin), so it comes here.
 */
export function LogoutPage() {
  const { logout } = useAuth();
  const { publicOrigin } = useConfig();
  useEffect(() => {
    void logout().then(() => window.location.replace(`${publicOrigin}/`));
  }, [logout, publicOrigin]);
  return (
    <p className="checking" role="status">
      Sedang keluar...
    </p>
  );
}
