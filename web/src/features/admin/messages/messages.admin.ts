import { defineAdminPage } from "../shell/admin-page-entry";

export default defineAdminPage({
  path: "/message",
  load: async () => (await import("./messages-page")).MessagesPage,
  nav: { index: 4, label: "admin.nav.messages", menu: "side" },
});
