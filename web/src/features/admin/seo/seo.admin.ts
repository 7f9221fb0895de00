import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/seo",
  load: async () => (await import("./seo-page")).SeoPage,
  nav: { index: 1, label: "admin.nav.siteInfo", menu: "side" },
});
