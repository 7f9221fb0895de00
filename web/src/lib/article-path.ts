/** An article's permalink, as the server serves it: /posts/{slug}, the slug percent-encoded (it may be Chinese). */
export function articlePath(slug: string): string {
  return `/posts/${encodeURIComponent(slug)}`;
}
