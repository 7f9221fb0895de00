import { Navigate } from "react-router-dom";
import { rememberedLocation } from "./nav-entries";

/** /admin itself opens the last chosen entry, or the console the first time. */
export function AdminHome() {
  return <Navigate to={rememberedLocation()} replace />;
}
