import { defineModule } from "../../kernel/module-manifest";
import { Appearance } from "./appearance.entity";
import { AppearanceResolver } from "./appearance.resolver";

/** The owner's look without code: colours for both themes and the reading column, applied in the server-rendered head. */
export default defineModule({
  name: "appearance",
  entities: [Appearance],
  resolvers: [AppearanceResolver],
  publicReads: ["appearance", "appearanceFonts"],
});
