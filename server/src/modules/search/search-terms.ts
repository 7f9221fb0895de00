/**
 * Runs of Chinese, Japanese and Korean text: kana, CJK ideographs (extension A, the main block, the
 * compatibility block and the supplementary planes' ideographs) and Hangul syllables. These are the ranges the
 * search migration's SQL uses to build documents and queries; here they only decide what to highlight.
 */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\u{20000}-\u{3134f}]+/gu;

/**
 * The query's CJK words as the index matches them: every two neighbouring characters of each run, or a
 * lone character by itself (which matches wherever that character stands).
 */
export function cjkTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of query.match(CJK_RUN) ?? []) {
    const characters = Array.from(run);
    if (characters.length === 1) terms.add(run);
    for (let i = 0; i + 1 < characters.length; i++) terms.add(characters[i] + characters[i + 1]);
  }
  return [...terms];
}
