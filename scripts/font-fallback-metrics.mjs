#!/usr/bin/env node
// Prints the fallback metrics of server/src/modules/appearance/fonts.ts: for each font, how much Arial (sans-serif)
// or Times New Roman (serif) must be scaled (size-adjust) to set a sample text as wide as the web font does, and
// the web font's ascent and descent over that scale. Measured in Chromium against Liberation Sans and Serif, the
// metric twins of Arial and Times New Roman. Run it after changing a font or its package version.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
/* global document, FontFace -- the measuring runs in the page */

const root = path.resolve(import.meta.dirname, "..");
const FONTS = [["inter", "sans"], ["ibm-plex-sans", "sans"], ["source-serif-4", "serif"], ["merriweather", "serif"], ["lora", "serif"]];
const SAMPLE = "The quick brown fox jumps over the lazy dog. Reading a blog post should feel calm, with words that sit evenly on the line and paragraphs of ordinary length, 0123456789.";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
try {
  const page = await browser.newPage();
  await page.setContent("<canvas></canvas>");
  for (const [id, kind] of FONTS) {
    const file = path.join(root, `node_modules/@fontsource-variable/${id}/files/${id}-latin-wght-normal.woff2`);
    const data = fs.readFileSync(file).toString("base64");
    const { font, fallback } = await page.evaluate(
      async ({ id, data, sample, kind }) => {
        const face = new FontFace(`measured-${id}`, `url(data:font/woff2;base64,${data})`);
        await face.load();
        document.fonts.add(face);
        const context = document.querySelector("canvas").getContext("2d");
        // At 1000 px, so the browser's whole-pixel ascent and descent lose little.
        const measure = (family) => {
          context.font = `1000px ${family}`;
          const metrics = context.measureText(sample);
          return { width: metrics.width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
        };
        return { font: measure(`"measured-${id}"`), fallback: measure(kind === "sans" ? '"Liberation Sans"' : '"Liberation Serif"') };
      },
      { id, data, sample: SAMPLE, kind },
    );
    const scale = font.width / fallback.width;
    const percent = (value) => Number((value * 100).toFixed(2));
    console.log(`${id}: { sizeAdjust: ${percent(scale)}, ascent: ${percent(font.ascent / 1000 / scale)}, descent: ${percent(font.descent / 1000 / scale)} }`);
  }
} finally {
  await browser.close();
}
