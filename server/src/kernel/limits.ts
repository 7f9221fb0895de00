/**
 * Most tokens a GraphQL document may have: the site's largest operations have a few hundred, and parsing stops
 * here, so an oversized document costs little before it is refused.
 */
export const MAX_TOKENS = 2000;
