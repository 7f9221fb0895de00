import { useRef, useState } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { CommentChallengeDocument, CommentThreadDocument, PostCommentDocument, type Language } from "../../../gql/article/graphql";
import { badInputField, errorMessage } from "../../../lib/error-message";
import { useT } from "../../../i18n/i18n";
import { EMPTY_COMMENT, fieldOfServerError, firstProblem, type CommentField, type CommentValues } from "./comment-fields";

/** What went wrong: beside a field when the refusal names one, else for the whole form. */
export interface CommentProblem {
  field: CommentField | null;
  message: string;
}

/** The challenge could not be fetched or solved: nothing was sent. */
class ProofFailed extends Error {}

/** After a post: shown at once, or waiting for the owner. */
export type Posted = "shown" | "waiting" | null;

/** A refusal that did not spend the challenge: the same answer may be sent again. */
const keepsChallenge = (failure: unknown) =>
  CombinedGraphQLErrors.is(failure) && failure.errors[0]?.extensions?.messageId === "comment.tooFast";

/**
 * The comment form's state and its requests. The proof of work starts when the reader first touches the form
 * (a challenge from the server, solved in the background while they type), so a page that is only read asks
 * for nothing and loads no solver. Each challenge is spent by one post: the next post starts a new one.
 */
export function useCommentForm({ articleId, parentId, language, onPosted }: { articleId: number; parentId?: number; language?: Language; onPosted?: (threadId: number) => void }) {
  const client = useApolloClient();
  const t = useT();
  const [post] = useMutation(PostCommentDocument, {
    refetchQueries: [
      // The thread's last answer may still be in the browser's HTTP cache, which may serve it stale for a while
      // (stale-while-revalidate): after a post the server is asked again.
      { query: CommentThreadDocument, variables: { articleId }, context: { fetchOptions: { cache: "no-cache" } } },
      "MyComments",
    ],
    awaitRefetchQueries: true,
  });
  const [values, setValues] = useState<CommentValues>(EMPTY_COMMENT);
  const [problem, setProblem] = useState<CommentProblem | null>(null);
  const [posted, setPosted] = useState<Posted>(null);
  const [submitting, setSubmitting] = useState(false);
  const proof = useRef<Promise<string> | null>(null);

  /** Asks for a challenge and solves it, once per post. */
  const start = () => {
    proof.current ??= client
      .query({ query: CommentChallengeDocument, fetchPolicy: "no-cache" })
      .then(async ({ data }) => {
        if (!data) throw new Error("No challenge");
        const { solveChallenge } = await import("./solve-challenge");
        return solveChallenge(data.commentChallenge.challenge);
      });
    // A failed proof is asked for again at the next try rather than kept.
    proof.current.catch(() => {
      proof.current = null;
    });
  };

  const change = <K extends keyof CommentValues>(field: K, value: CommentValues[K]) => {
    start();
    setValues((current) => ({ ...current, [field]: value }));
    setPosted(null);
    if (problem?.field === field) setProblem(null);
  };

  /** Sends the comment; answers the problem it ran into, or null once posted. */
  const submit = async (): Promise<CommentProblem | null> => {
    const missing = firstProblem(values);
    const found = missing && { field: missing.field, message: t(missing.message) };
    setProblem(found);
    setPosted(null);
    if (found || submitting) return found;
    setSubmitting(true);
    start();
    try {
      const altcha = await proof.current!.catch(() => {
        throw new ProofFailed();
      });
      const { data } = await post({
        variables: {
          input: {
            articleId,
            parentId,
            language,
            authorName: values.authorName.trim(),
            email: values.email.trim() || undefined,
            notifyReplies: values.notifyReplies || undefined,
            body: values.body,
            website: values.website || undefined,
            altcha,
          },
        },
      });
      proof.current = null;
      if (data) onPosted?.(data.postComment.comment.articleId);
      setValues((current) => ({ ...current, body: "" }));
      setPosted(data?.postComment.heldBecause ? "waiting" : "shown");
      return null;
    } catch (failure) {
      if (!keepsChallenge(failure)) proof.current = null;
      const field = fieldOfServerError(badInputField(failure)?.field);
      const refused = { field, message: failure instanceof ProofFailed ? t("comments.error.proof") : errorMessage(failure, t) };
      setProblem(refused);
      return refused;
    } finally {
      setSubmitting(false);
    }
  };

  return { values, change, start, submit, problem, posted, submitting };
}
