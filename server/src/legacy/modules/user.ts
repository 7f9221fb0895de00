import { allPages } from "../all-pages";
import { read, type SortFields } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { rowFlags } from "../shapes";
import { Role, RoleAuth, type User } from "../../modules/user/user.entity";
import { UserSortField } from "../../modules/user/user.inputs";
import { listUsers, setUserFields } from "../../modules/user/user.service";

const USER_SORT: SortFields<UserSortField> = { id: UserSortField.ID, sid: UserSortField.SID, name: UserSortField.NAME };

/** role 1 is an administrator and role_auth 1 may edit; anything else is 0. Never a password or hash. */
const userRow = (u: User) => ({
  id: u.id, sid: u.sid, name: u.name, role: u.role === Role.ADMIN ? 1 : 0, role_auth: u.roleAuth === RoleAuth.EDIT ? 1 : 0, ...rowFlags(u),
});

export const userLegacy = {
  role: legacyRoute({
    needs: listUsers.needs,
    input: { field: read.field(USER_SORT), sort: read.direction },
    run: async (ctx, { field, sort }) => (await allPages(listUsers, ctx, { orderBy: field, direction: sort })).map(userRow),
  }),
  roleUpdate: updateRoute(userRow, {
    is_select: setField(read.flag, setUserFields, (id, isSelect) => ({ id, changes: { isSelect } })),
    sid: setField(read.sid, setUserFields, (id, sid) => ({ id, changes: { sid } })),
    is_show: setField(read.flag, setUserFields, (id, isShow) => ({ id, changes: { isShow } })),
  }),
};
