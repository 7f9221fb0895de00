import { describeViews, labelledDays, scaleTop, type DayViews } from "./views-summary";
import { useT } from "../../../i18n/admin";
import "./views-chart.css";

interface ViewsChartProps {
  /** Oldest first; the last one is today. */
  days: readonly DayViews[];
}

/** The drawing's own units: the SVG stretches to its box, so only the ratio of bar to gap matters here. */
const WIDTH = 300;
const HEIGHT = 100;
const BAR_SHARE = 0.7;

/** "11-26" from "2026-11-26": the year and the month are clear from the neighbouring labels. */
const shortDate = (day: string) => day.slice(5);

/**
 * Article views per day as bars, drawn by hand as inline SVG: no chart library reaches the bundle, and it
 * draws offline. The SVG holds only shapes and stretches to the card's width (preserveAspectRatio none);
 * the text around it is HTML, so it stays readable at any width instead of shrinking with the drawing.
 * Screen readers get one summary sentence (aria-label) and, under the chart, a table of every day.
 */
export function ViewsChart({ days }: ViewsChartProps) {
  const top = scaleTop(Math.max(0, ...days.map((day) => day.views)));
  const slot = WIDTH / Math.max(days.length, 1);
  const t = useT();
  const label = describeViews(days, t);
  // Labels sit under their bar's middle, but the outer ones align to the edge so that they never poke out.
  const labelStyle = (index: number) =>
    index === 0 ? { left: 0 } : index === days.length - 1 ? { right: 0 } : { left: `${((index + 0.5) / days.length) * 100}%`, transform: "translateX(-50%)" };

  return (
    <figure className="views-chart">
      <div className="views-chart-frame">
        <div className="views-chart-scale" aria-hidden="true">
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg className="views-chart-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
          <line className="views-chart-grid" x1={0} x2={WIDTH} y1={0.5} y2={0.5} />
          <line className="views-chart-grid" x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          {days.map((day, index) => {
            const height = (day.views / top) * HEIGHT;
            const today = index === days.length - 1;
            return (
              <rect
                key={day.day}
                className={today ? "views-chart-bar views-chart-today" : "views-chart-bar"}
                data-day={day.day}
                data-views={day.views}
                x={index * slot + (slot * (1 - BAR_SHARE)) / 2}
                y={HEIGHT - height}
                width={slot * BAR_SHARE}
                height={height}
              >
                <title>{t("admin.console.chart.bar", { day: day.day, count: day.views })}</title>
              </rect>
            );
          })}
          <line className="views-chart-axis" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        </svg>
        <div className="views-chart-dates" aria-hidden="true">
          {labelledDays(days.length).map((index) => (
            <span key={index} style={labelStyle(index)}>
              {index === days.length - 1 ? t("admin.console.chart.today") : shortDate(days[index].day)}
            </span>
          ))}
        </div>
      </div>
      <details className="views-chart-table">
        <summary>{t("admin.console.chart.numbers")}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("admin.console.chart.day")}</th>
              <th scope="col">{t("admin.console.chart.views")}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
