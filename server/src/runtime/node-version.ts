/**
 * The Node.js line the server is built and tested on. npm installs it into node_modules as the `node`
 * dependency and puts it first on the PATH of every npm script; a server started by hand with the machine's
 * own (older) Node would run on a runtime without security fixes and with features the code relies on missing.
 */
export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the server, or undefined when it can. */
export function nodeVersionProblem(version: string = process.versions.node): string | undefined {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `This server needs Node.js ${REQUIRED_NODE_MAJOR} or later; it was started with Node.js ${version.replace(/^v/, "")}.\n` +
    "Start it through npm (`npm start`, or `npm run serve` after a build), which runs the Node.js " +
    `${REQUIRED_NODE_MAJOR} that \`npm install\` puts in node_modules, or run that Node directly: ` +
    "node_modules/.bin/node scripts/serve.mjs"
  );
}
