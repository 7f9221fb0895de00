import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import type { MessageId } from "@lingui/core";
import { RequestCommentRemovalDocument } from "../../../gql/article/graphql";
import { badInputField, errorMessage } from "../../../lib/error-message";
import { useT } from "../../../i18n/i18n";
import { usePageLanguage } from "../../../i18n/language";
import { CommentField } from "./comment-field";

/** What the form can tell is wrong before asking; the server checks the address properly. */
function addressProblem(address: string): MessageId | null {
  if (!address) return "comments.removal.error.empty";
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return "comments.removal.error.address";
  return null;
}

/**
 * Ask for every comment written with an e-mail address to be removed. The server mails the address a link
 * (in the page's language); once its holder confirms there, the owner removes them. It never says whether any
 * comment matched, so neither does the form.
 */
export function CommentRemovalForm({ onClose }: { onClose(): void }) {
  const t = useT();
  const language = usePageLanguage();
  const id = useId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<{ onField: boolean; message: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestCommentRemovalDocument);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const address = email.trim();
    const missing = addressProblem(address);
    setSentTo(null);
    if (missing) {
      setProblem({ onField: true, message: t(missing) });
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await request({ variables: { email: address, language } });
      setSentTo(address);
      setEmail("");
    } catch (failure) {
      const onField = badInputField(failure) !== undefined;
      setProblem({ onField, message: errorMessage(failure, t) });
      if (onField) input.current?.focus();
    }
  };

  const headingId = `${id}-heading`;
  return (
    <form className="comment-form comment-removal-form" onSubmit={send} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{t("comments.removal.heading")}</h3>
      <CommentField id={`${id}-email`} label={t("comments.removal.email")} error={problem?.onField ? problem.message : null} hint={t("comments.removal.hint")}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (problem?.onField) setProblem(null);
            }}
            autoComplete="email"
            aria-required="true"
          />
        )}
      </CommentField>
      {problem && !problem.onField && (
        <p className="comment-form-error" role="alert">
          {problem.message}
        </p>
      )}
      <div role="status" className="comment-posted">
        {sentTo && t("comments.removal.sent", { email: sentTo })}
      </div>
      <div className="comment-form-actions">
        <button type="submit" className="button" disabled={loading} aria-busy={loading}>
          {loading && <span className="spinner" aria-hidden="true" />}
          {t("comments.removal.submit")}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {sentTo ? t("comments.removal.close") : t("comments.cancel")}
        </button>
      </div>
    </form>
  );
}
