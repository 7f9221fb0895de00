import type { EntityManager } from "@mikro-orm/postgresql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { PUBLIC } from "../../kernel/permissions";
import { PLACEHOLDER_SITE_URL, siteAddress } from "../../kernel/site-address";
import { configuredSiteUrl } from "../site-info/site-info.service";
import { OwnerProfile } from "./owner-profile.entity";

/** The current owner profile: the last record, as the about page and its server-rendered head read it. */
export function currentOwnerProfile(em: EntityManager): Promise<OwnerProfile | null> {
  return em.findOne(OwnerProfile, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
}

/**
 * The owner's resume for the about page. A detail still holding the demo's placeholder address shows the
 * site's real one instead (site info's URL, else the address the visitor used): never localhost.
 */
export const readOwnerProfile = operation(PUBLIC, async (ctx): Promise<OwnerProfile> => {
  const profile = await currentOwnerProfile(ctx.em);
  if (!profile) throw notFound("The owner profile has not been set up.", { id: "ownerProfile.notSetUp" });
  if (!profile.details.some((detail) => isPlaceholder(detail.value))) return profile;
  const address = siteAddress(await configuredSiteUrl(ctx.em), ctx.origin);
  // A copy: the stored profile keeps its own value.
  return { ...profile, details: profile.details.map((detail) => (isPlaceholder(detail.value) ? { ...detail, value: address } : detail)) };
});

const isPlaceholder = (value: string) => value.trim().replace(/\/+$/, "") === PLACEHOLDER_SITE_URL;
