import { defineModule } from "../../kernel/module-manifest";
import { Session, Captcha, TrustedDevice } from "./auth.entities";
import { AuthResolver } from "./auth.resolver";
import { RecoveryCode, SecondFactor, SignInChallenge } from "./two-factor.entities";
import { TwoFactorResolver } from "./two-factor.resolver";
import { MySessionsResolver } from "./my-sessions.resolver";

export default defineModule({
  name: "auth",
  entities: [Session, Captcha, TrustedDevice, SecondFactor, RecoveryCode, SignInChallenge],
  resolvers: [AuthResolver, TwoFactorResolver, MySessionsResolver],
  // captcha and me are no public reads: each captcha is new, and me depends on the session.
});
