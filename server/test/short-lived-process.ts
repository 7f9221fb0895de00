/**
 * Node flags for the servers and commands a test starts in a process of its own (the server suite's and the
 * browser suite's). V8 first compiles the embedded PostgreSQL's WebAssembly with its quick baseline compiler,
 * then recompiles the busy parts with its optimising one in the background; in a process that lives seconds,
 * that second pass was most of its CPU (a server's: about 60%) and never paid back. --liftoff-only keeps the
 * baseline code. Production servers run long and keep the default.
 */
export const SHORT_LIVED_PROCESS_FLAGS = ["--liftoff-only"];
