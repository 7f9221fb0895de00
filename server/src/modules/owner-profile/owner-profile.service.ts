import type { EntityManager } from "@mikro-orm/postgresql";
import { OwnerProfile } from "./owner-profile.entity";

/** The current owner profile: the last record, as the about page and its server-rendered head read it. */
export function currentOwnerProfile(em: EntityManager): Promise<OwnerProfile | null> {
  return em.findOne(OwnerProfile, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
}
