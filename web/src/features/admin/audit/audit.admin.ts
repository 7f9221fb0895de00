import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/audit",
  load: async () => (await import("./audit-page")).AuditPage,
  // The log names every user and the addresses they wrote from: the server gives it to administrators only.
  nav: { index: 8, label: "admin.nav.audit", menu: "side", adminOnly: true },
});
