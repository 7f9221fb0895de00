import { createBrowserRouter } from "react-router-dom";
import { ADMIN_PATH } from "./client-rendered";
import { publicRoutes } from "./public-routes";

let adminRoutesAdded = false;

/**
 * History-mode routes. The public site and the sandbox are known from the start (each page lazy); the
 * back-office's route table arrives with the first admin path, so public pages never download even that.
 * Created when called, in the browser only: the server renders the same routes with its own router.
 */
export function createAppRouter() {
  return createBrowserRouter(publicRoutes, {
    async patchRoutesOnNavigation({ path, patch }) {
      if (adminRoutesAdded || !ADMIN_PATH.test(path)) return;
      const { adminRoutes } = await import("./admin-routes");
      if (adminRoutesAdded) return;
      adminRoutesAdded = true;
      patch(null, adminRoutes);
    },
  });
}
