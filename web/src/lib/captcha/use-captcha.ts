import { useCallback, useEffect, useState } from "react";
import { skipToken, useQuery } from "@apollo/client/react";
import { CaptchaDocument } from "../../gql/lib/graphql";
import { captchaSize, type CaptchaSize } from "./captcha-size";

/**
 * The current captcha, sized once from the window width. A picture is never reused, so none is cached, and
 * none is made on the server (it is one visitor's, and the page is the same for all): the size, and so the
 * request, come after the first render in the browser.
 */
export function useCaptcha() {
  const [size, setSize] = useState<CaptchaSize>();
  useEffect(() => setSize(captchaSize(window.innerWidth)), []);
  const { data, error, loading, refetch } = useQuery(CaptchaDocument, size ? { variables: size, fetchPolicy: "no-cache" } : skipToken);

  // A failed refresh shows through `error`, as a picture that can be clicked again.
  const refresh = useCallback(() => void refetch().catch(() => {}), [refetch]);

  return { captcha: loading ? undefined : data?.captcha, error: loading ? undefined : error, size, refresh };
}
