import { useId, useRef, useState, type FormEvent } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useLocale, useT } from "../../i18n/i18n";
import { languageOf } from "../../i18n/language";
import { errorMessage } from "../error-message";
import "./subscribe-form.css";

/** The request code, loaded on the reader's first touch of the form; never during a render, so the server renders the form whole. */
const requests = () => import("./subscribe-request");

interface SubscribeFormProps {
  /** Where the form stands: each place has its own heading, so the two forms on an article page have different names. */
  place: "footer" | "article";
}

/**
 * New posts by e-mail: an address, in the page's language, with the comment form's spam checks (a proof of work
 * solved in the background from the reader's first touch, a honeypot, the server's minimum time). Nothing is
 * asked of the server before that touch: a first visit makes no request for it.
 */
export function SubscribeForm({ place }: SubscribeFormProps) {
  const client = useApolloClient();
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const proof = useRef<Promise<string> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const start = () => {
    if (proof.current) return;
    const started = requests().then((module) => module.proveWork(client));
    proof.current = started;
    // A failed proof is asked for again at the next try rather than kept.
    started.catch(() => {
      if (proof.current === started) proof.current = null;
    });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (!email.trim()) {
      setProblem(t("subscribe.error.empty"));
      input.current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    setProblem(null);
    start();
    const module = await requests().catch(() => null);
    try {
      const altcha = await proof.current!.catch(() => {
        throw new ProofFailed();
      });
      await module!.requestSubscription(client, { email: email.trim(), language: languageOf(locale), website: website || undefined, altcha });
      proof.current = null;
      setDone(true);
    } catch (failure) {
      if (!module?.keepsChallenge(failure)) proof.current = null;
      setProblem(failure instanceof ProofFailed ? t("common.error.proof") : errorMessage(failure, t));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  return (
    <form className={`subscribe-form subscribe-form-${place}`} onSubmit={(event) => void send(event)} onFocus={start} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t(place === "footer" ? "subscribe.heading.footer" : "subscribe.heading.article")}</h2>
      <p className="subscribe-hint">{t("subscribe.hint")}</p>
      <div className="subscribe-row">
        <label htmlFor={`${id}-email`}>{t("subscribe.email")}</label>
        <input
          id={`${id}-email`}
          ref={input}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          maxLength={320}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t("subscribe.submit")}
        </button>
      </div>
      {/* The honeypot: out of sight and out of the tab order, so only a form filler fills it in. */}
      <div className="subscribe-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("common.honeypot")}</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
      </div>
      {problem && (
        <p className="subscribe-error" id={errorId} role="alert">
          {problem}
        </p>
      )}
      <p className="subscribe-done" role="status">
        {done && t("subscribe.done")}
      </p>
    </form>
  );
}

/** The challenge could not be fetched or solved: nothing was sent. */
class ProofFailed extends Error {}
