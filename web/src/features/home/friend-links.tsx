import { useQuery } from "@apollo/client/react";
import { HomeLinksDocument } from "../../gql/home/graphql";
import { useT } from "../../i18n/i18n";

/**
 * The owner's friend links, by sort order. A side block: while loading, on failure or with no links it
 * takes no room rather than showing a spinner or an error beside the main lists.
 */
export function FriendLinks() {
  const { data } = useQuery(HomeLinksDocument);
  const t = useT();
  // Signed in, the API answers hidden links too; the home page shows what visitors see.
  const links = data?.links.filter((link) => link.isShow) ?? [];
  if (links.length === 0) return null;
  return (
    <section className="card friend-links" aria-labelledby="friend-links-heading">
      <h2 id="friend-links-heading">{t("home.friendLinks")}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.logo && <img src={link.logo} alt="" width="20" height="20" />}
              <span>{link.name}</span>
              <span className="visually-hidden"> {t("common.opensInNewTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
