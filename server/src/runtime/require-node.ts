import { nodeVersionProblem } from "./node-version";

// Imported first by the entry point, so an older Node stops here with a clear message instead of failing
// later on a missing feature.
const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
