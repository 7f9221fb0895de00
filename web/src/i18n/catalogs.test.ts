import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@shared/locales";

const DIR = path.join(import.meta.dirname, "catalogs");
/** The areas with catalogs, each one file per locale: public.en.json, public.zh.json, … */
const AREAS = [...new Set(fs.readdirSync(DIR).map((file) => file.split(".")[0]))];

const read = (area: string, locale: string) => JSON.parse(fs.readFileSync(path.join(DIR, `${area}.${locale}.json`), "utf8")) as Record<string, string>;

/** The names a message interpolates ({name}, {count, plural, …}, <0>…</0>), which every language must keep. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // The compiled form is a list of tokens: text, or a placeholder [name, type?, branches?] whose branches are
  // lists of tokens again (a plural's "#" is text there).
  const visit = (token: unknown): void => {
    if (!Array.isArray(token)) return;
    names.add(String(token[0]));
    for (const branch of Object.values((token[2] ?? {}) as Record<string, unknown>)) if (Array.isArray(branch)) branch.forEach(visit);
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) compiled.forEach(visit);
  for (const tag of message.matchAll(/<(\d+)>/g)) names.add(`<${tag[1]}>`);
  return [...names].sort();
}

describe.each(AREAS)("the %s catalogs", (area) => {
  const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, read(area, locale)]));

  it("have the same keys in every language", () => {
    const [first, ...rest] = LOCALES;
    for (const locale of rest) {
      const missing = Object.keys(catalogs[first]).filter((key) => !(key in catalogs[locale]));
      const extra = Object.keys(catalogs[locale]).filter((key) => !(key in catalogs[first]));
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
    }
  });

  it("hold messages that compile, none empty, with the same placeholders in every language", () => {
    for (const key of Object.keys(catalogs.en)) {
      for (const locale of LOCALES) {
        const message = catalogs[locale][key];
        expect(message, `${area}.${locale}.json: ${key}`).toBeTruthy();
        expect(() => compileMessage(message), `${area}.${locale}.json: ${key}`).not.toThrow();
        expect(placeholders(message), `${area}.${locale}.json: ${key}`).toEqual(placeholders(catalogs.en[key]));
      }
    }
  });

  it("are sorted by key, so additions from two branches merge cleanly", () => {
    for (const locale of LOCALES) {
      const keys = Object.keys(catalogs[locale]);
      expect(keys, `${area}.${locale}.json`).toEqual([...keys].sort());
    }
  });
});
