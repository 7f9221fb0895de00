import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SubscribeChallengeDocument, SubscribeDocument, type SubscribeInput } from "../../gql/subscribe/graphql";
import { solveChallenge } from "../altcha/solve-challenge";

/**
 * The subscribe form's requests, loaded when a reader first touches the form: a page that is only read
 * carries none of this and asks for nothing.
 */

/** Asks the server for a challenge and solves it: the answer one subscription spends. */
export async function proveWork(client: ApolloClient): Promise<string> {
  const { data } = await client.query({ query: SubscribeChallengeDocument, fetchPolicy: "no-cache" });
  if (!data) throw new Error("No challenge");
  return solveChallenge(data.commentChallenge.challenge);
}

export async function requestSubscription(client: ApolloClient, input: SubscribeInput): Promise<void> {
  await client.mutate({ mutation: SubscribeDocument, variables: { input } });
}

/** A refusal that did not spend the challenge (sent too soon after it was issued): the same answer may go again. */
export const keepsChallenge = (failure: unknown) =>
  CombinedGraphQLErrors.is(failure) && failure.errors[0]?.extensions?.messageId === "comment.tooFast";
