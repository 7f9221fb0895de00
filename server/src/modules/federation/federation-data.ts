import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";

/** What Fedify's handlers are given: a fresh EntityManager per use comes from here. */
export interface FederationData {
  em: () => EntityManager;
}

/** What Fedify's handlers get: a fresh EntityManager each time they ask. */
export const federationData = (orm: MikroORM): FederationData => ({ em: () => orm.em.fork() });
