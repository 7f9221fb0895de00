import type { AboutProfileQuery } from "../../gql/about/graphql";
import { wrapText } from "./wrap-text";

export type OwnerProfile = AboutProfileQuery["ownerProfile"];

/** The poster's section titles, in the page's language. */
export interface PosterTitles {
  aboutMe: string;
  details: string;
  education: string;
  skills: string;
}

/** Spec §9: an A4 page at 96 dpi. */
export const POSTER_WIDTH = 794;
export const POSTER_HEIGHT = 1123;

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const COLOR = {
  ink: "#222222",
  muted: "#5f6b76",
  accent: "#2a6f97",
  deep: "#1b4965",
  pale: "#a9d6e5",
  chip: "#e8f1f6",
  paper: "#ffffff",
};
const MARGIN = 64;
const CONTENT_WIDTH = POSTER_WIDTH - MARGIN * 2;
const HEADER_HEIGHT = 240;
const SECTION_GAP = 30;
/** Nothing is drawn below this line, so long data is cut short instead of running off the page. */
const BOTTOM_LIMIT = POSTER_HEIGHT - 48;

const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT_STACK}`;

function lines(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const all = wrapText(text, maxWidth, (part) => ctx.measureText(part).width);
  if (all.length <= maxLines) return all;
  const kept = all.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].replace(/.$/u, "")}…`;
  return kept;
}

/** Draws wrapped text from a baseline and answers the baseline after the last line. */
function paragraph(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, lineHeight: number, maxLines: number) {
  for (const line of lines(ctx, text, width, maxLines)) {
    if (y > BOTTOM_LIMIT) break;
    ctx.fillText(line, x, y);
    y += lineHeight;
  }
  return y;
}

function drawPhoto(ctx: CanvasRenderingContext2D, profile: OwnerProfile, photo: HTMLImageElement | null, cx: number, cy: number, r: number) {
  ctx.fillStyle = COLOR.paper;
  ctx.beginPath();
  ctx.arc(cx, cy, r + 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  if (photo) {
    ctx.drawImage(photo, cx - r, cy - r, r * 2, r * 2);
  } else {
    // No photo (or it failed to load): the initial keeps the header balanced.
    ctx.fillStyle = COLOR.pale;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
    ctx.fillStyle = COLOR.deep;
    ctx.font = font(64, 700);
    ctx.textAlign = "center";
    ctx.fillText(Array.from(profile.name)[0] ?? "", cx, cy + 22);
    ctx.textAlign = "left";
  }
  ctx.restore();
}

function drawHeader(ctx: CanvasRenderingContext2D, profile: OwnerProfile, photo: HTMLImageElement | null) {
  const gradient = ctx.createLinearGradient(0, 0, POSTER_WIDTH, HEADER_HEIGHT);
  gradient.addColorStop(0, COLOR.deep);
  gradient.addColorStop(1, COLOR.accent);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, POSTER_WIDTH, HEADER_HEIGHT);

  ctx.fillStyle = "rgba(255, 255, 255, 0.07)";
  for (const [x, y, r] of [[POSTER_WIDTH - 60, 30, 170], [POSTER_WIDTH - 250, HEADER_HEIGHT, 90]]) {
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }

  const radius = 78;
  const cx = MARGIN + radius;
  const cy = HEADER_HEIGHT / 2;
  drawPhoto(ctx, profile, photo, cx, cy, radius);

  const textX = cx + radius + 44;
  const textWidth = POSTER_WIDTH - MARGIN - textX;
  let size = 42;
  ctx.font = font(size, 700);
  while (size > 24 && ctx.measureText(profile.name).width > textWidth) ctx.font = font(--size, 700);
  ctx.fillStyle = COLOR.paper;
  ctx.fillText(profile.name, textX, cy - 6);
  ctx.fillStyle = COLOR.pale;
  ctx.font = font(21);
  paragraph(ctx, profile.headline, textX, cy + 34, textWidth, 30, 2);
}

function drawSectionTitle(ctx: CanvasRenderingContext2D, title: string, y: number) {
  ctx.fillStyle = COLOR.deep;
  ctx.font = font(22, 700);
  ctx.fillText(title, MARGIN, y);
  ctx.fillStyle = COLOR.accent;
  ctx.fillRect(MARGIN, y + 12, 44, 4);
  return y + 48;
}

function drawDetails(ctx: CanvasRenderingContext2D, details: OwnerProfile["details"], y: number) {
  const gap = 32;
  const columnWidth = (CONTENT_WIDTH - gap) / 2;
  for (let row = 0; row < details.length; row += 2) {
    let rowBottom = y;
    details.slice(row, row + 2).forEach((detail, column) => {
      const x = MARGIN + column * (columnWidth + gap);
      ctx.fillStyle = COLOR.muted;
      ctx.font = font(13, 600);
      ctx.fillText(detail.label.toUpperCase(), x, y);
      ctx.fillStyle = COLOR.ink;
      ctx.font = font(16);
      rowBottom = Math.max(rowBottom, paragraph(ctx, detail.value, x, y + 24, columnWidth, 22, 2));
    });
    y = rowBottom + 14;
  }
  return y;
}

function drawEducation(ctx: CanvasRenderingContext2D, education: OwnerProfile["education"], y: number) {
  for (const entry of education) {
    if (y > BOTTOM_LIMIT) break;
    ctx.font = font(15);
    const periodWidth = ctx.measureText(entry.period).width;
    ctx.fillStyle = COLOR.muted;
    ctx.textAlign = "right";
    ctx.fillText(entry.period, POSTER_WIDTH - MARGIN, y);
    ctx.textAlign = "left";
    ctx.fillStyle = COLOR.ink;
    ctx.font = font(17, 700);
    y = paragraph(ctx, entry.school, MARGIN, y, CONTENT_WIDTH - periodWidth - 24, 24, 2);
    ctx.fillStyle = COLOR.muted;
    ctx.font = font(15);
    y = paragraph(ctx, [entry.degree, entry.major].filter(Boolean).join(" · "), MARGIN, y + 2, CONTENT_WIDTH, 22, 2) + 16;
  }
  return y;
}

function drawSkills(ctx: CanvasRenderingContext2D, skills: readonly string[], y: number) {
  const height = 34;
  const padding = 16;
  const gap = 10;
  let x = MARGIN;
  let top = y - 22;
  ctx.font = font(15, 600);
  for (const skill of skills) {
    const width = Math.min(ctx.measureText(skill).width + padding * 2, CONTENT_WIDTH);
    if (x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN;
      top += height + gap;
    }
    if (top + height > BOTTOM_LIMIT) break;
    ctx.fillStyle = COLOR.chip;
    ctx.beginPath();
    ctx.roundRect(x, top, width, height, height / 2);
    ctx.fill();
    ctx.fillStyle = COLOR.deep;
    ctx.fillText(skill, x + padding, top + 22, width - padding * 2);
    x += width + gap;
  }
  return top + height + gap;
}

/** Draws the owner's resume: a coloured header with photo, name and headline, then the sections. */
export function drawPoster(ctx: CanvasRenderingContext2D, profile: OwnerProfile, photo: HTMLImageElement | null, titles: PosterTitles) {
  ctx.save();
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  ctx.fillStyle = COLOR.paper;
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  drawHeader(ctx, profile, photo);

  let y = HEADER_HEIGHT + 56;
  if (profile.summary) {
    y = drawSectionTitle(ctx, titles.aboutMe, y);
    ctx.fillStyle = COLOR.ink;
    ctx.font = font(16);
    y = paragraph(ctx, profile.summary, MARGIN, y, CONTENT_WIDTH, 26, 7) + SECTION_GAP;
  }
  if (profile.details.length > 0 && y < BOTTOM_LIMIT) {
    y = drawDetails(ctx, profile.details, drawSectionTitle(ctx, titles.details, y)) + SECTION_GAP - 14;
  }
  if (profile.education.length > 0 && y < BOTTOM_LIMIT) {
    y = drawEducation(ctx, profile.education, drawSectionTitle(ctx, titles.education, y)) + SECTION_GAP - 16;
  }
  if (profile.skills.length > 0 && y < BOTTOM_LIMIT) {
    drawSkills(ctx, profile.skills, drawSectionTitle(ctx, titles.skills, y));
  }

  ctx.fillStyle = COLOR.accent;
  ctx.fillRect(0, POSTER_HEIGHT - 14, POSTER_WIDTH, 14);
  ctx.restore();
}
