import type { ReactNode } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ToastProvider } from "../lib/toast";

/** The providers every page needs around its router: the browser's or, when rendered on the server, a static one. */
export function App({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
}
