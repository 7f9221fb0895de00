import { useCallback, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { CaptchaDocument } from "../../gql/lib/graphql";
import { captchaSize } from "./captcha-size";

/** The current captcha, sized once from the window width. A picture is never reused, so none is cached. */
export function useCaptcha() {
  const [size] = useState(() => captchaSize(window.innerWidth));
  const { data, error, loading, refetch } = useQuery(CaptchaDocument, { variables: size, fetchPolicy: "no-cache" });

  // A failed refresh shows through `error`, as a picture that can be clicked again.
  const refresh = useCallback(() => void refetch().catch(() => {}), [refetch]);

  return { captcha: loading ? undefined : data?.captcha, error: loading ? undefined : error, size, refresh };
}
