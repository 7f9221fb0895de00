import type { AboutProfileQuery } from "../../gql/about/graphql";
import { useT } from "../../i18n/i18n";

type Profile = AboutProfileQuery["ownerProfile"];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** A detail's value as a reader uses it: an e-mail address to write to, a web address to open, else text. */
function DetailValue({ value }: { value: string }) {
  if (EMAIL.test(value)) return <a href={`mailto:${value}`}>{value}</a>;
  if (WEB_ADDRESS.test(value)) {
    return (
      <a href={value} rel="me">
        {value.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
      </a>
    );
  }
  return <>{value}</>;
}

/**
 * The owner's resume as text: what the poster draws, selectable, searchable, read aloud by screen readers and
 * readable at any size, with the e-mail address and website as links.
 */
export function ResumeText({ profile }: { profile: Profile }) {
  const t = useT();
  return (
    <article className="resume card" aria-labelledby="resume-name">
      <header className="resume-header">
        {profile.photo && <img className="resume-photo" src={profile.photo} alt="" width={96} height={96} />}
        <div>
          <h2 id="resume-name">{profile.name}</h2>
          {profile.headline && <p className="resume-headline">{profile.headline}</p>}
        </div>
      </header>
      {profile.summary && <p className="resume-summary">{profile.summary}</p>}
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
