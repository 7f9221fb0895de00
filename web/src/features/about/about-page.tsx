import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { AboutProfileDocument } from "../../gql/about/graphql";
import { ErrorRetry } from "../../lib/request-state";
import { useToast } from "../../lib/toast";
import { usePageHead } from "../../lib/use-page-head";
import { downloadCanvas } from "./download-canvas";
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterTitles } from "./draw-poster";
import { loadImage } from "./load-image";
import { ResumeText } from "./resume-text";
import { useT } from "../../i18n/i18n";
import { meLinks, useAbsoluteUrl } from "../../lib/microformats";
import { useSiteShell } from "../../lib/use-site-shell";
import "./about.css";

export function AboutPage() {
  const { data, error, refetch } = useQuery(AboutProfileDocument);
  const profile = data?.ownerProfile;
  const t = useT();
  const email = useSiteShell().data?.siteInfo?.email;
  const homeUrl = useAbsoluteUrl()("/");
  usePageHead({
    path: "/about",
    me: meLinks(homeUrl, email, profile?.details),
    title: t("nav.about"),
    type: "profile",
    description: profile?.summary,
    image: profile?.photo || undefined,
    jsonLd: profile
      ? ({ url, absolute }) => ({
          "@context": "https://schema.org",
          "@type": "Person",
          name: profile.name,
          jobTitle: profile.headline || undefined,
          description: profile.summary || undefined,
          image: profile.photo ? absolute(profile.photo) : undefined,
          url,
          alumniOf: profile.education.map((entry) => ({ "@type": "EducationalOrganization", name: entry.school })),
          knowsAbout: profile.skills,
        })
      : undefined,
  });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const toast = useToast();
  const titles = useMemo<PosterTitles>(
    () => ({ aboutMe: t("about.poster.aboutMe"), details: t("about.poster.details"), education: t("about.education"), skills: t("about.skills") }),
    [t],
  );

  useEffect(() => {
    if (!profile) return;
    let cancelled = false;
    setDrawn(false);
    (async () => {
      const photo = await loadImage(profile.photo);
      const context = canvasRef.current?.getContext("2d");
      if (cancelled || !context) return;
      drawPoster(context, profile, photo, titles);
      setDrawn(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [profile, titles]);

  const download = () => {
    if (!canvasRef.current) return;
    downloadCanvas(canvasRef.current, "resume-poster.png").catch(() => toast(t("about.poster.failed"), "error"));
  };

  return (
    <section className="about" aria-labelledby="about-heading">
      <header className="about-header">
        <h1 id="about-heading">{t("nav.about")}</h1>
        <button type="button" className="button" onClick={download} disabled={!drawn}>
          {t("about.download")}
        </button>
      </header>
      {error && !profile ? (
        <ErrorRetry error={error} onRetry={refetch} className="card" />
      ) : (
        <>
          {profile && <ResumeText profile={profile} />}
          <h2 className="poster-heading">{t("about.poster.heading")}</h2>
          <div className="poster-frame" aria-busy={!drawn}>
            <canvas
              ref={canvasRef}
              className="poster"
              width={POSTER_WIDTH}
              height={POSTER_HEIGHT}
              role="img"
              aria-label={profile ? t("about.poster.of", { name: profile.name }) : t("about.poster.heading")}
            >
              {profile && `${profile.name}, ${profile.headline}. ${profile.summary}`}
            </canvas>
            {/* No spinner: the page is whole without the poster, which the browser draws from the text above. */}
            {!drawn && <p className="poster-loading">{t("about.poster.drawing")}</p>}
          </div>
        </>
      )}
    </section>
  );
}
