import { describe, expect, it } from "vitest";
import { nodeVersionProblem, REQUIRED_NODE_MAJOR } from "./node-version";

describe("the Node.js that runs the server", () => {
  it("is the Node 24 that npm installs, not the machine's own", () => {
    // npm scripts put node_modules/.bin first on the PATH; if a script slips back to the system Node, this fails.
    expect(Number(process.versions.node.split(".")[0])).toBe(REQUIRED_NODE_MAJOR);
    expect(nodeVersionProblem()).toBeUndefined();
  });

  it("refuses an older Node with a message that says how to start the server", () => {
    const problem = nodeVersionProblem("v20.20.2");
    expect(problem).toContain("needs Node.js 24");
    expect(problem).toContain("started with Node.js 20.20.2");
    expect(problem).toContain("npm start");
  });

  it("accepts later lines", () => {
    expect(nodeVersionProblem("26.1.0")).toBeUndefined();
  });
});
