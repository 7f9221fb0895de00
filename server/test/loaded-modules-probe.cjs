// Loaded with -r by lazy-libraries.test.ts only: on SIGUSR2 it writes the files the process has loaded so far
// to LOADED_MODULES_FILE, so the test can see which libraries a server that only answered readers holds.
const fs = require("node:fs");

process.on("SIGUSR2", () => {
  fs.writeFileSync(`${process.env.LOADED_MODULES_FILE}.part`, JSON.stringify(Object.keys(require.cache)));
  fs.renameSync(`${process.env.LOADED_MODULES_FILE}.part`, process.env.LOADED_MODULES_FILE);
});
