import { afterAll, beforeAll } from "vitest";
import { Role, RoleAuth } from "../src/modules/user/user.entity";
import { ADMIN, CAPTCHA_TEXT, startTestServer, type TestServer } from "./harness";
import { legacyClient, type LegacyClient } from "./legacy-client";

/** The users a test file may ask for besides the seeded administrator, with their rights. */
export const TEST_USERS = {
  viewer: { name: "viewer", password: "viewer-password-1", role: Role.USER, roleAuth: RoleAuth.VIEW },
  editor: { name: "editor", password: "editor-password-1", role: Role.USER, roleAuth: RoleAuth.EDIT },
} as const;

export interface StartedServer {
  server: TestServer;
  /** The /api client (its own captcha cookie jar). */
  api: LegacyClient;
  /** The administrator's session token, when `signIn` asked for one. */
  token: string;
  /** The view-only user's session token, when `users` has the viewer and `signIn` is "graphql". */
  viewer: string;
}

interface TestServerOptions {
  env?: Record<string, string>;
  /** Creates these users before the tests. */
  users?: readonly (keyof typeof TEST_USERS)[];
  /** Signs the administrator in through GraphQL's login or through /api/logup (the legacy client's cookies). */
  signIn?: "graphql" | "legacy";
}

/**
 * One server for the whole test file (never one per test), started before its tests and closed after them;
 * `use` receives it once started, with the clients and sessions the options ask for. A file's own beforeAll
 * hooks run after this one.
 */
export function useTestServer(use: (started: StartedServer) => void, options: TestServerOptions = {}): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options.env);
    const api = legacyClient(server.url);
    for (const user of options.users ?? []) await server.createUser(TEST_USERS[user]);
    let token = "";
    let viewer = "";
    if (options.signIn === "legacy") token = await api.signIn(ADMIN.name, ADMIN.password, CAPTCHA_TEXT);
    if (options.signIn === "graphql") {
      token = await server.signIn();
      if (options.users?.includes("viewer")) viewer = await server.signIn(TEST_USERS.viewer.name, TEST_USERS.viewer.password);
    }
    use({ server, api, token, viewer });
  });
  afterAll(() => server?.close());
}
