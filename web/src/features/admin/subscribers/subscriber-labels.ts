import type { Language, SubscriberState } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

export const STATE_LABELS: Readonly<Record<SubscriberState, AdminMessageId>> = {
  PENDING: "admin.subscribers.state.pending",
  CONFIRMED: "admin.subscribers.state.confirmed",
  UNSUBSCRIBED: "admin.subscribers.state.unsubscribed",
  SUPPRESSED: "admin.subscribers.state.suppressed",
};

export const LANGUAGE_LABELS: Readonly<Record<Language, AdminMessageId>> = {
  EN: "admin.subscribers.language.en",
  ZH: "admin.subscribers.language.zh",
};
