/**
 * Solves the server's ALTCHA challenge (commentChallenge's JSON) in the browser and answers the payload
 * postComment's and subscribe's `altcha` takes: base64 of `{ challenge, solution }`. altcha-lib is loaded
 * here, on first use of a form, so the public pages do not carry it; WebCrypto's SHA-256 does the hashing.
 */
export async function solveChallenge(challengeJson: string): Promise<string> {
  const [{ solveChallenge: solve }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/sha")]);
  const challenge = JSON.parse(challengeJson) as Parameters<typeof solve>[0]["challenge"];
  const solution = await solve({ challenge, deriveKey });
  if (!solution) throw new Error("The anti-spam check could not be solved.");
  return btoa(JSON.stringify({ challenge, solution }));
}
