import server from "../vitest.config.mts";

/** `npm run bench:newsletter`: the server suite's setup (seeded database, swc) for the newsletter pace measurement alone. */
export default { ...server, test: { ...server.test, include: ["bench/newsletter-pace.measure.ts"] } };
