import { createBrowserRouter } from "react-router-dom";
import { adminRoutes } from "./admin-routes";
import { publicRoutes } from "./public-routes";

/** History-mode routes: the public site, the sandbox and the back-office, each loaded lazily. */
export const router = createBrowserRouter([...publicRoutes, ...adminRoutes]);
