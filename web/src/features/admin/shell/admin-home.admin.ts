import { defineAdminPage } from "./admin-page-entry";

export default defineAdminPage({
  path: "/admin",
  load: async () => (await import("./admin-home")).AdminHome,
});
