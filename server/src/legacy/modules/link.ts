import { read } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { rowFlags } from "../shapes";
import type { Link } from "../../modules/link/link.entity";
import { listLinks, setLinkFields } from "../../modules/link/link.service";

const linkRow = (l: Link) => ({ id: l.id, sid: l.sid, name: l.name, url: l.url, logo: l.logo, ...rowFlags(l) });

export const linkLegacy = {
  getLinks: legacyRoute({
    needs: listLinks.needs,
    publicRead: true,
    // The operation gives a signed-in caller the hidden links too; this is the public list for everyone.
    run: async (ctx) => (await listLinks.run(ctx)).filter((link) => link.isShow).map(linkRow),
  }),
  linkUpdate: updateRoute(linkRow, {
    is_select: setField(read.flag, setLinkFields, (id, isSelect) => ({ id, changes: { isSelect } })),
    sid: setField(read.sid, setLinkFields, (id, sid) => ({ id, changes: { sid } })),
    is_show: setField(read.flag, setLinkFields, (id, isShow) => ({ id, changes: { isShow } })),
  }),
};
