import { GraphiQL } from "graphiql";
import "graphiql/style.css";
import "./monaco-workers";
import { usePageHead } from "../../lib/use-page-head";
import { EXAMPLE_TABS } from "./example-operations";
import { sandboxFetcher } from "./sandbox-fetcher";
import "./sandbox.css";

export function SandboxPage() {
  usePageHead({ path: "/sandbox", title: "GraphQL sandbox", indexable: false });
  return (
    <main className="sandbox">
      <h1 className="visually-hidden">GraphQL sandbox</h1>
      <GraphiQL fetcher={sandboxFetcher} defaultTabs={EXAMPLE_TABS}>
        <GraphiQL.Logo>
          {/* A full page load on the way out leaves GraphiQL's global styles and workers behind. */}
          <a className="sandbox-home" href="/">
            Quiet Notes
          </a>{" "}
          API sandbox
        </GraphiQL.Logo>
      </GraphiQL>
    </main>
  );
}
