import { legacyRoute } from "../route";
import { readHomeInfo } from "../../modules/home-info/home-info.service";

export const homeInfoLegacy = {
  // Not a public read for the cache: it carries today's live visit count.
  getInfo: legacyRoute({
    needs: readHomeInfo.needs,
    run: async (ctx) => {
      const { today, photo, note } = await readHomeInfo.run(ctx);
      return { today, photo, note };
    },
  }),
};
