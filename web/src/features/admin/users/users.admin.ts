import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/role",
  load: async () => (await import("./users-page")).UsersPage,
  // Reached from the user menu rather than the left nav, but remembered the same way.
  nav: { index: 5, label: "Backend users", menu: "user" },
});
