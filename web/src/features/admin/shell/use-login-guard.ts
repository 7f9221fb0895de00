import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router-dom";
import { isLoggedIn } from "../../../lib/storage";
import { onSessionExpired, useRedirectToLogin } from "../../../lib/session";

/**
 * The admin guard (spec §6): without the login flag "1", or once the server says the session is gone,
 * "please log in first" and off to /logup. Returns whether the admin pages may show.
 */
export function useLoginGuard(): boolean {
  const location = useLocation();
  const redirect = useRedirectToLogin();
  // Checked on each navigation rather than each render: logging out clears the flag first and then
  // shows its own goodbye for a moment before leaving, which must not turn into "please log in first".
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const allowed = useMemo(() => isLoggedIn(), [location.key]);
  // StrictMode runs effects twice in development; one toast is enough.
  const redirected = useRef(false);

  useEffect(() => {
    if (allowed || redirected.current) return;
    redirected.current = true;
    redirect();
  }, [allowed, redirect]);

  useEffect(() => onSessionExpired(redirect), [redirect]);

  return allowed;
}
