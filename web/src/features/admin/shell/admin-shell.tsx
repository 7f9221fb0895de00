import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { AdminMeDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { expireSession } from "../../../lib/session";
import { useFailureToast } from "../shared/use-failure-toast";
import { AdminHeader } from "./admin-header";
import { AdminNav } from "./admin-nav";
import { AdminUserContext } from "./admin-user";
import { useLoginGuard } from "./use-login-guard";
import { useRememberNav } from "./use-remember-nav";
import { ViewOnlyBanner } from "./view-only-banner";
import "./admin-shell.css";

/** The back-office layout route: guard, header, left nav, and the chosen page beside it. */
export function AdminShell() {
  return useLoginGuard() ? <SignedInShell /> : null;
}

function SignedInShell() {
  useRememberNav();
  // Asked afresh on every visit: the flag in local storage can outlive the session on the server.
  const { data, error } = useQuery(AdminMeDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  useEffect(() => {
    if (data && data.me === null) expireSession();
  }, [data]);

  return (
    <AdminUserContext.Provider value={data?.me ?? undefined}>
      <div className="admin-layout">
        <AdminHeader />
        <div className="admin-body">
          <AdminNav />
          <main className="admin-content">
            <ViewOnlyBanner />
            <Outlet />
          </main>
        </div>
      </div>
    </AdminUserContext.Provider>
  );
}
