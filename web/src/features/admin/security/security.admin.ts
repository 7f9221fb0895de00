import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/security",
  load: async () => (await import("./two-factor-page")).TwoFactorPage,
  // Everyone's own account, so in the user menu and for every user, view-only ones too.
  nav: { index: 7, label: "admin.nav.twoFactor", menu: "user" },
});
