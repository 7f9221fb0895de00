import { defineModule } from "../../kernel/module-manifest";
import { DailySentence } from "./daily-sentence.entity";
import { DailySentenceAuthoringResolver, DailySentenceResolver } from "./daily-sentence.resolver";
import { dailySentenceLegacy } from "./daily-sentence.legacy";

export default defineModule({
  name: "daily-sentence",
  entities: [DailySentence],
  resolvers: [DailySentenceResolver, DailySentenceAuthoringResolver],
  publicReads: ["dailySentences"],
  legacy: dailySentenceLegacy,
});
