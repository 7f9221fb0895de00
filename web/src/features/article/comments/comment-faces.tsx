import type { CommentThreadQuery } from "../../../gql/article/graphql";
import { useT } from "../../../i18n/i18n";

type Face = CommentThreadQuery["commentThread"]["faces"][number];

/**
 * Likes and reposts from other sites (Webmentions), as a row of their authors' faces, each linking to the
 * author's page; the name is the picture's alternative text. Nothing is shown while there are none.
 */
export function CommentFaces({ faces }: { faces: Face[] }) {
  const t = useT();
  if (faces.length === 0) return null;
  return (
    <div className="comment-faces">
      <p className="comment-faces-label">{t("comments.faces", { count: faces.length })}</p>
      <ul className="comment-faces-row">
        {faces.map((face) => {
          const label = face.kind === "REPOST" ? t("comments.faces.reposted", { name: face.authorName }) : t("comments.faces.liked", { name: face.authorName });
          return (
            <li key={face.id}>
              <a href={face.url} rel="nofollow ugc noopener" title={label}>
                {face.authorPhoto ? (
                  <img className="comment-face" src={face.authorPhoto} alt={face.authorName} width={32} height={32} loading="lazy" referrerPolicy="no-referrer" />
                ) : (
                  <span className="comment-face comment-avatar" role="img" aria-label={face.authorName}>
                    {Array.from(face.authorName.trim())[0]?.toUpperCase() ?? "?"}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
