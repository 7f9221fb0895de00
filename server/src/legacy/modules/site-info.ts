import { read } from "../readers";
import { legacyRoute } from "../route";
import { SESSION } from "../../kernel/permissions";
import type { SiteInfo } from "../../modules/site-info/site-info.entity";
import { readSiteInfo, updateSiteInfo } from "../../modules/site-info/site-info.service";

/** The site info keeps its field names, in this order. */
const siteInfoRow = (s: SiteInfo) => ({
  id: s.id, title: s.title, logo: s.logo, url: s.url, description: s.description, keywords: s.keywords,
  author: s.author, copyright: s.copyright, record: s.record, email: s.email,
});

export const siteInfoLegacy = {
  seo: legacyRoute({
    // The contract keeps this list to signed-in callers; the operation itself is public (the site's head reads it).
    needs: SESSION,
    // An array, of which clients use the last record.
    run: async (ctx) => [siteInfoRow(await readSiteInfo.run(ctx))],
  }),
  seoUpdate: legacyRoute({
    needs: updateSiteInfo.needs,
    writes: true,
    msg: "Site info saved.",
    input: {
      id: read.id, title: read.text, logo: read.text, url: read.text, description: read.text, keywords: read.text,
      author: read.text, copyright: read.text, record: read.text, email: read.text,
    },
    run: async (ctx, { id, ...input }) => siteInfoRow(await updateSiteInfo.run(ctx, { id, input })),
  }),
};
