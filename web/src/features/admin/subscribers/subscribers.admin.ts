import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/subscribers",
  load: async () => (await import("./subscribers-page")).SubscribersPage,
  // Subscribers' addresses are personal data: the server gives them to administrators only.
  nav: { index: 13, label: "admin.nav.subscribers", menu: "side", order: 11.2, adminOnly: true },
});
