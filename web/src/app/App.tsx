import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router-dom";
import { apolloClient } from "../lib/apollo";
import { ToastProvider } from "../lib/toast";
import { router } from "./router";

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ApolloProvider>
  );
}
