/** The administrator every test database is seeded with, and every captcha's answer while the tests run. */
export const ADMIN = { name: "admin", password: "admin-password-123" };
export const CAPTCHA_TEXT = "test";
