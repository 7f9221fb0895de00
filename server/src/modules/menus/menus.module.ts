import { defineModule } from "../../kernel/module-manifest";
import { MenuRow } from "./menus.entity";
import { MenusResolver } from "./menus.resolver";

/** The header's and footer's menus, which the owner edits in the back-office: pages, articles, tags and addresses, two levels, a label per language. */
export default defineModule({
  name: "menus",
  entities: [MenuRow],
  resolvers: [MenusResolver],
  publicReads: ["siteMenus"],
});
