import { defineModule } from "../../kernel/module-manifest";
import { DailySentence } from "./daily-sentence.entity";
import { DailySentenceResolver } from "./daily-sentence.resolver";

export default defineModule({
  name: "daily-sentence",
  entities: [DailySentence],
  resolvers: [DailySentenceResolver],
  publicReads: ["dailySentences"],
});
