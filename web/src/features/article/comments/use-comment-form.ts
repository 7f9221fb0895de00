import { useRef, useState } from "react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import {
  CommentChallengeDocument,
  CommentThreadDocument,
  EditMyCommentDocument,
  PostCommentDocument,
  type EditMyCommentMutation,
  type Language,
} from "../../../gql/article/graphql";
import { badInputField, errorMessage } from "../../../lib/error-message";
import { useT } from "../../../i18n/i18n";
import { prepareArticleBody } from "../article-body";
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

/** A comment of this browser's being changed: its id and its text as written. */
export interface EditedComment {
  id: number;
  body: string;
}

/** What an edit answers: the comment as saved, and why it waits when it does. */
export type SavedEdit = EditMyCommentMutation["editMyComment"];

/** A refusal that did not spend the challenge: the same answer may be sent again. */
const keepsChallenge = (failure: unknown) =>
  CombinedGraphQLErrors.is(failure) && failure.errors[0]?.extensions?.messageId === "comment.tooFast";

interface CommentFormOptions {
  articleId: number;
  parentId?: number;
  language?: Language;
  /** The comment to change, when the form edits one rather than posts. */
  editing?: EditedComment;
  onPosted?: (threadId: number) => void;
  onSaved?: (saved: SavedEdit) => void;
}

/**
 * The comment form's state and its requests: a new comment or reply, or a change to one of this browser's.
 * The proof of work starts when the reader first touches a form for a new comment (a challenge from the
 * server, solved in the background while they type), so a page that is only read asks for nothing and loads no
 * solver. Each challenge is spent by one post: the next post starts a new one. An edit needs none: the
 * browser's signed cookie is what lets it through.
 */
export function useCommentForm({ articleId, parentId, language, editing, onPosted, onSaved }: CommentFormOptions) {
  const client = useApolloClient();
  const t = useT();
  const afterWrite = {
    refetchQueries: [
      // The thread's last answer may still be in the browser's HTTP cache, which may serve it stale for a while
      // (stale-while-revalidate): after a write the server is asked again.
      { query: CommentThreadDocument, variables: { articleId }, context: { fetchOptions: { cache: "no-cache" } } },
      "MyComments",
    ],
    awaitRefetchQueries: true,
  };
  const [post] = useMutation(PostCommentDocument, afterWrite);
  const [edit] = useMutation(EditMyCommentDocument, afterWrite);
  const [values, setValues] = useState<CommentValues>(() => (editing ? { ...EMPTY_COMMENT, body: editing.body } : EMPTY_COMMENT));
  const [problem, setProblem] = useState<CommentProblem | null>(null);
  const [posted, setPosted] = useState<Posted>(null);
  const [submitting, setSubmitting] = useState(false);
  const proof = useRef<Promise<string> | null>(null);

  /** Asks for a challenge and solves it, once per post; and readies the sanitiser that will show the comment. */
  const start = () => {
    if (editing) return;
    prepareArticleBody();
    proof.current ??= client
      .query({ query: CommentChallengeDocument, fetchPolicy: "no-cache" })
      .then(async ({ data }) => {
        if (!data) throw new Error("No challenge");
        const { solveChallenge } = await import("../../../lib/altcha/solve-challenge");
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
    const missing = firstProblem(values, Boolean(editing));
    const found = missing && { field: missing.field, message: t(missing.message) };
    setProblem(found);
    setPosted(null);
    if (found || submitting) return found;
    setSubmitting(true);
    start();
    try {
      if (editing) {
        const { data } = await edit({ variables: { id: editing.id, body: values.body } });
        if (data) onSaved?.(data.editMyComment);
        return null;
      }
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
      const refused = { field, message: failure instanceof ProofFailed ? t("common.error.proof") : errorMessage(failure, t) };
      setProblem(refused);
      return refused;
    } finally {
      setSubmitting(false);
    }
  };

  return { values, change, start, submit, problem, posted, submitting };
}
