import type { MockLink } from "@apollo/client/testing";
import { CaptchaDocument } from "../../gql/lib/graphql";

/** For tests: each captcha request answers a new picture and id, so a refresh shows in the image. */
export function captchaMock(): MockLink.MockedResponse & { calls: () => number } {
  let calls = 0;
  return {
    request: { query: CaptchaDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      calls += 1;
      return { data: { captcha: { __typename: "CaptchaImage", id: `captcha-${calls}`, svg: `<svg id="picture-${calls}"></svg>` } } };
    },
    calls: () => calls,
  };
}
