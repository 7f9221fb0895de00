import { legacyRoute } from "../route";
import { legacyTime } from "../shapes";
import { readSystemInfo } from "../../modules/system-info/system-info.service";

export const systemInfoLegacy = {
  // mysqlVer is the database server's version, whatever the database is; the older back end ran MySQL.
  system: legacyRoute({
    needs: readSystemInfo.needs,
    run: async (ctx) => {
      const s = await readSystemInfo.run(ctx);
      return {
        platform: s.platform, arch: s.arch, server: s.server, ip: s.ip, rootDir: s.rootDir, mysqlVer: s.databaseVersion,
        uptime: s.uptime, totalMemory: s.totalMemory, currentMemory: s.currentMemory,
        currentTime: legacyTime(s.currentTime), UTCTime: s.utcTime,
      };
    },
  }),
};
