import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/role",
  load: async () => (await import("./users-page")).UsersPage,
  // Reached from the user menu rather than the left nav, but remembered the same way. The server lists
  // and changes users for administrators only (user.service.ts), so only they see the entry.
  nav: { index: 5, label: "admin.nav.users", menu: "user", adminOnly: true },
});
