import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";
// Type only: brings monaco's declaration of window.MonacoEnvironment, and no code.
import type {} from "monaco-editor";

/**
 * The editor's language workers, emitted by Vite as files of this site, so the sandbox needs no CDN.
 * This is graphiql's own "setup-workers/vite" recipe, kept in our source because Vite's dev-time
 * dependency optimiser cannot follow `?worker` imports inside a package and stops the dev server.
 */
window.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "json") return new JsonWorker();
    if (label === "graphql") return new GraphQLWorker();
    return new EditorWorker();
  },
};
