import { exportJwk, generateCryptoKeyPair, importJwk } from "@fedify/fedify";
import type { webcrypto } from "node:crypto";
import type { MikroORM } from "@mikro-orm/postgresql";

type CryptoKeyPair = webcrypto.CryptoKeyPair;
type JsonWebKey = webcrypto.JsonWebKey;

/** RSA for HTTP signatures (what Mastodon checks), Ed25519 for object integrity proofs (FEP-8b32). */
const KINDS = ["RSASSA-PKCS1-v1_5", "Ed25519"] as const;

/**
 * The blog's key pairs: made once, on first use, and kept in `federation_keys` (never in the repository or the
 * environment), so every process signs with the same keys and a restore keeps the actor's identity. Two
 * processes making them at once both insert with `on conflict do nothing` and then read what won.
 */
export function blogKeyPairs(orm: MikroORM): () => Promise<CryptoKeyPair[]> {
  let loaded: Promise<CryptoKeyPair[]> | undefined;
  return () => {
    loaded ??= load(orm).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

async function load(orm: MikroORM): Promise<CryptoKeyPair[]> {
  const connection = orm.em.fork().getConnection();
  const pairs: CryptoKeyPair[] = [];
  for (const kind of KINDS) {
    let rows = await connection.execute<{ private_jwk: JsonWebKey; public_jwk: JsonWebKey }[]>(`select "private_jwk", "public_jwk" from "federation_keys" where "kind" = ?`, [kind]);
    if (rows.length === 0) {
      const made = await generateCryptoKeyPair(kind);
      await connection.execute(`insert into "federation_keys" ("kind", "private_jwk", "public_jwk") values (?, ?::jsonb, ?::jsonb) on conflict ("kind") do nothing`, [
        kind,
        JSON.stringify(await exportJwk(made.privateKey)),
        JSON.stringify(await exportJwk(made.publicKey)),
      ]);
      rows = await connection.execute(`select "private_jwk", "public_jwk" from "federation_keys" where "kind" = ?`, [kind]);
    }
    pairs.push({ privateKey: await importJwk(rows[0].private_jwk, "private"), publicKey: await importJwk(rows[0].public_jwk, "public") });
  }
  return pairs;
}
