import { useSiteConfig } from "../site-config";

/** 'Login Admin': what every visitor sees in the top bar, and a signed-out admin too. */
export function LoginLink() {
  const { adminOrigin } = useSiteConfig();
  return (
    <a className="button button-login" href={`${adminOrigin}/login`}>
      Login Admin
    </a>
  );
}
