import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/outbox",
  load: async () => (await import("./outbox-page")).OutboxPage,
  // Messages name their recipients and carry confirmation links: the server gives the outbox to administrators only.
  nav: { index: 12, label: "admin.nav.outbox", menu: "side", order: 11.5, adminOnly: true },
});
