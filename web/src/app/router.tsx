import { createBrowserRouter } from "react-router-dom";
import { publicRoutes } from "./public-routes";

/** The back-office's paths (the spec's own, plus the article editor). */
const ADMIN_PATH = /^\/(admin|system|seo|nav|navDetail|articleEdit|linked|message|role)(\/|$)/;

let adminRoutesAdded = false;

/**
 * History-mode routes. The public site and the sandbox are known from the start (each page lazy); the
 * back-office's route table arrives with the first admin path, so public pages never download even that.
 */
export const router = createBrowserRouter(publicRoutes, {
  async patchRoutesOnNavigation({ path, patch }) {
    if (adminRoutesAdded || !ADMIN_PATH.test(path)) return;
    const { adminRoutes } = await import("./admin-routes");
    if (adminRoutesAdded) return;
    adminRoutesAdded = true;
    patch(null, adminRoutes);
  },
});
