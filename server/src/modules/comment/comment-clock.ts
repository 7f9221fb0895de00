/**
 * The time the comment rules read: when a challenge was issued and is answered, the posting window, the edit
 * window. One object, so a test moves it forward instead of waiting seconds or minutes for a rule to pass.
 */
export const commentClock = {
  now(): number {
    return Date.now();
  },
};
