import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { PostMessageDocument } from "../../gql/guestbook/graphql";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { I18n } from "@lingui/core";
import { badInputField, errorCode, errorMessage } from "../../lib/error-message";
import { useT } from "../../i18n/i18n";
import { useCaptcha } from "../../lib/captcha/use-captcha";
import { fieldOfServerError, firstMissingField, type MessageField, type MessageValues } from "./message-fields";

const EMPTY: MessageValues = { name: "", email: "", text: "", code: "" };

/** What went wrong: beside a field when the refusal names one, else for the whole form (e.g. throttling). */
export interface Problem {
  field: MessageField | null;
  message: string;
}

/**
 * What a refusal by the server says, in the page's language where the form knows the case (a wrong captcha, an
 * e-mail address that is not one, too many messages at once); else the server's own message.
 */
function refusalMessage(failure: unknown, field: MessageField | null, t: I18n["_"]): string {
  if (field === "code") return t("guestbook.error.captcha");
  if (field === "email") return t("guestbook.error.email");
  if (errorCode(failure) === "TOO_MANY_REQUESTS" && CombinedGraphQLErrors.is(failure)) {
    const seconds = failure.errors[0]?.extensions?.retryAfterSeconds;
    if (typeof seconds === "number") return t("guestbook.error.throttled", { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return errorMessage(failure, t);
}

/**
 * The guestbook form's state and its one request. Messages wait for approval, so a successful post changes
 * nothing on the page but the form: it says so, and clears the text for a next message.
 */
export function useMessageForm() {
  const captcha = useCaptcha();
  const t = useT();
  const [post] = useMutation(PostMessageDocument);
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [posted, setPosted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: MessageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setPosted(false);
    if (problem?.field === field) setProblem(null);
  };

  /** Sends the message; answers the problem it ran into, or null once posted. */
  const submit = async (): Promise<Problem | null> => {
    const missing = firstMissingField(values);
    const found = missing && { field: missing.field, message: t(missing.message) };
    setProblem(found);
    setPosted(false);
    if (found || submitting) return found;

    setSubmitting(true);
    try {
      await post({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim() || undefined,
            text: values.text,
            captcha: values.code.trim(),
            captchaId: captcha.captcha?.id,
          },
        },
      });
      setValues((current) => ({ ...current, text: "", code: "" }));
      setPosted(true);
      return null;
    } catch (failure) {
      const field = fieldOfServerError(badInputField(failure)?.field);
      const refused = { field, message: refusalMessage(failure, field, t) };
      setProblem(refused);
      setValues((current) => ({ ...current, code: "" }));
      return refused;
    } finally {
      // A captcha is single-use and a refused post may have spent it: every attempt gets a new picture.
      captcha.refresh();
      setSubmitting(false);
    }
  };

  return { values, change, submit, problem, posted, submitting, captcha };
}
