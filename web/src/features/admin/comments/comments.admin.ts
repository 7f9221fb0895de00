import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/admin/comments",
  load: async () => (await import("./comments-page")).CommentsPage,
  nav: { index: 11, label: "admin.nav.comments", menu: "side" },
});
