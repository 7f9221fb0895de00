import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/linked",
  load: async () => (await import("./links-page")).LinksPage,
  nav: { index: 3, label: "admin.nav.links", menu: "side" },
});
