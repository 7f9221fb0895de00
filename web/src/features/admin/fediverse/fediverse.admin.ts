import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/fediverse",
  load: async () => (await import("./fediverse-page")).FediversePage,
  // The federation's settings, followers and blocks are the server's to give administrators only.
  nav: { index: 14, label: "admin.nav.fediverse", menu: "side", order: 11.7, adminOnly: true },
});
