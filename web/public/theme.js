/* global document, localStorage */
// The visitor's theme choice (STORAGE_KEYS.theme in src/lib/storage.ts), on <html> before the first paint so the
// page never flashes the other theme. A file, not inline: the CSP allows same-origin scripts only.
try {
  const theme = localStorage.getItem("theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
} catch {
  // Storage refused: the page follows the system's theme.
}
