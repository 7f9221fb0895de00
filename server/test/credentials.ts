/** The administrator every test database is seeded with, and every captcha's answer while the tests run. */
export const ADMIN = { name: "admin", password: "admin-password-123" };
export const CAPTCHA_TEXT = "test";
/**
 * COMMENT_TEST_CHALLENGE_MAX for every server the tests start: a comment's proof of work at a thousandth of its
 * real size (comment-challenge.test.ts solves a real one).
 */
export const COMMENT_CHALLENGE_MAX = "100";
