import type { AboutProfileQuery } from "../../gql/about/graphql";
import { useT } from "../../i18n/i18n";
import { isEmailAddress, isWebAddress, useAbsoluteUrl } from "../../lib/microformats";

type Profile = AboutProfileQuery["ownerProfile"];

/**
 * A detail's value as a reader uses it: an e-mail address to write to, a web address to open, else text. Both
 * kinds of address are the owner's own (rel="me"), and the h-card's e-mail or url.
 */
function DetailValue({ value }: { value: string }) {
  if (isEmailAddress(value)) {
    return (
      <a className="u-email" href={`mailto:${value}`} rel="me">
        {value}
      </a>
    );
  }
  if (isWebAddress(value)) {
    return (
      <a className="u-url" href={value} rel="me">
        {value.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
      </a>
    );
  }
  return <>{value}</>;
}

/**
 * The owner's resume as text: what the poster draws, selectable, searchable, read aloud by screen readers and
 * readable at any size, with the e-mail address and website as links. It is the owner's h-card (microformats2),
 * whose address is the home page's.
 */
export function ResumeText({ profile }: { profile: Profile }) {
  const t = useT();
  const absolute = useAbsoluteUrl();
  return (
    <article className="resume card h-card" aria-labelledby="resume-name">
      <header className="resume-header">
        {profile.photo && <img className="resume-photo u-photo" src={profile.photo} alt="" width={96} height={96} />}
        <div>
          <h2 id="resume-name" className="p-name">
            {profile.name}
          </h2>
          {profile.headline && <p className="resume-headline p-job-title">{profile.headline}</p>}
          <data className="u-url" value={absolute("/")} />
        </div>
      </header>
      {profile.summary && <p className="resume-summary p-note">{profile.summary}</p>}
      {profile.details.length > 0 && (
        <dl className="resume-details">
          {profile.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>
                <DetailValue value={detail.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {profile.education.length > 0 && (
        <section aria-labelledby="resume-education">
          <h3 id="resume-education">{t("about.education")}</h3>
          <ul className="resume-education">
            {profile.education.map((item) => (
              <li key={`${item.school} ${item.period}`}>
                <strong>{item.school}</strong>
                <span>{[item.degree, item.major].filter(Boolean).join(", ")}</span>
                <span className="resume-period">{item.period}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.skills.length > 0 && (
        <section aria-labelledby="resume-skills">
          <h3 id="resume-skills">{t("about.skills")}</h3>
          <ul className="resume-skills">
            {profile.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
