import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/admin";
import { formatMemory, formatUptime as uptimeIn } from "./format";

const formatUptime = (seconds: number) => uptimeIn(seconds, translatorFor("en"));

describe("system info formatting", () => {
  it("says uptime in days, hours and minutes, leaving out empty parts", () => {
    expect(formatUptime(3 * 86400 + 4 * 3600 + 12 * 60 + 59)).toBe("3 days 4 hours 12 minutes");
    expect(formatUptime(86400 + 60)).toBe("1 day 1 minute");
    expect(formatUptime(3600)).toBe("1 hour");
    expect(formatUptime(42)).toBe("less than a minute");
  });

  it("says memory in GB from one gigabyte up and in MB below", () => {
    expect(formatMemory(16 * 1024 ** 3)).toBe("16.0 GB");
    expect(formatMemory(1.5 * 1024 ** 3)).toBe("1.5 GB");
    expect(formatMemory(512 * 1024 ** 2)).toBe("512 MB");
  });
});
