import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { OwnerProfile } from "./owner-profile.entity";

/** The current owner profile: the last record, as the about page and its server-rendered head read it. */
export function currentOwnerProfile(em: EntityManager): Promise<OwnerProfile | null> {
  return em.findOne(OwnerProfile, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
}

/** The owner's resume for the about poster. */
export const readOwnerProfile = operation(PUBLIC, async (ctx) => {
  const profile = await currentOwnerProfile(ctx.em);
  if (!profile) throw notFound("The owner profile has not been set up.");
  return profile;
});
