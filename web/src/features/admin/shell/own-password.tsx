import { useState } from "react";
import { useToast } from "../../../lib/toast";
import { PasswordDialog } from "../shared/password-dialog";
import { useAdminUser } from "./admin-user";
import { useT } from "../../../i18n/admin";

/**
 * "Change my password" for anyone signed in: administrators also find it on the users page, everyone else
 * only here, since that page is for administrators.
 */
export function OwnPasswordButton({ className, onOpen }: { className: string; onOpen?(): void }) {
  const me = useAdminUser();
  const toast = useToast();
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!me) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {t("admin.password.changeMine")}
      </button>
      {open && (
        <PasswordDialog
          user={me}
          own
          onClose={() => setOpen(false)}
          onChanged={() => {
            toast(t("admin.password.changedMine"), "success");
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
