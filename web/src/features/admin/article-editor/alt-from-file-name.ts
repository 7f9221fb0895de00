/** Alt text from a file's name ("lake-at-dawn.png" → "lake at dawn"); empty for a name that says nothing ("image.png", "IMG_2041.jpg"). */
export function altFromFileName(name: string): string {
  const words = name.replace(/\.[a-z0-9]+$/i, "").replace(/[_-]+/g, " ").trim();
  // A camera's or a screenshot tool's name: a generic word, digits, and the "at" of a time stamp.
  return /^(image|img|screenshot|screen shot|photo|pasted|clipboard|dsc|pxl)?([\s\d.:]|\bat\b)*$/i.test(words) ? "" : words;
}
