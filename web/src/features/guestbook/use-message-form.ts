import { useState } from "react";
import { useMutation } from "../../lib/page-data/use-mutation";
import { PostMessageDocument } from "../../gql/guestbook/graphql";
import { badInputField, errorMessage } from "../../lib/error-message";
import { useCaptcha } from "../../lib/captcha/use-captcha";
import { fieldOfServerError, firstMissingField, type MessageField, type MessageValues } from "./message-fields";

const EMPTY: MessageValues = { name: "", email: "", text: "", code: "" };

/** What went wrong: beside a field when the refusal names one, else for the whole form (e.g. throttling). */
export interface Problem {
  field: MessageField | null;
  message: string;
}

/**
 * The guestbook form's state and its one request. Messages wait for approval, so a successful post changes
 * nothing on the page but the form: it says so, and clears the text for a next message.
 */
export function useMessageForm() {
  const captcha = useCaptcha();
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
    const found = missing && { field: missing.field, message: missing.message };
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
      const refused = { field: fieldOfServerError(badInputField(failure)?.field), message: errorMessage(failure) };
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
