import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/system",
  load: async () => (await import("./system-page")).SystemPage,
  nav: { index: 0, label: "admin.nav.console", menu: "side" },
});
