import { usePageHead } from "../../lib/use-page-head";
import { ArticleList } from "./article-list";
import { DailySentences } from "./daily-sentences";
import { HomeSidePanel } from "./home-side-panel";
import { useRecordVisit } from "./use-record-visit";
import "./home.css";

export function HomePage() {
  usePageHead({ path: "/" });
  const visit = useRecordVisit();
  return (
    <div className="home">
      <h1 className="visually-hidden">Daily sentences and articles</h1>
      <div className="home-main">
        <DailySentences today={visit.info?.today} />
        <ArticleList />
      </div>
      <HomeSidePanel {...visit} />
    </div>
  );
}
