import { read } from "../readers";
import { legacyRoute } from "../route";
import { SESSION } from "../../kernel/permissions";
import { newCaptcha } from "../../modules/auth/captcha.service";
import { signIn } from "../../modules/auth/login.service";
import { signOut } from "../../modules/auth/session.service";

export const authLegacy = {
  captcha: legacyRoute({
    needs: newCaptcha.needs,
    from: "query",
    sends: "svg",
    input: { width: read.size, height: read.size, fontSize: read.size },
    run: async (ctx, size) => (await newCaptcha.run(ctx, size)).svg,
  }),
  logup: legacyRoute({
    needs: signIn.needs,
    writes: true,
    input: { name: read.text, password: read.text, gvcode: read.text },
    // Sets the session cookie and spends the captcha named by the captcha cookie, as the GraphQL login does.
    // The contract has no step for a second factor, so an account with one is refused (after its password).
    run: async (ctx, { name = "", password = "", gvcode = "" }) => {
      const { name: signedIn, token } = await signIn.run(ctx, { name, password, captcha: gvcode, canAskForCode: false });
      return { name: signedIn, token };
    },
  }),
  logout: legacyRoute({
    // The contract answers status 2 without a session; the operation itself lets anyone sign out.
    needs: SESSION,
    writes: true,
    run: async (ctx) => (await signOut.run(ctx), null),
  }),
};
