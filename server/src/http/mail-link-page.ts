import type { Request, Response } from "express";
import { codeOf } from "../kernel/errors";
import { escapeUTF8 } from "entities";
import { Language, localeOf } from "../kernel/language";

/** A small page of its own: the links of the site's mail are opened from mail, where the site's scripts may never run. */
export function mailLinkPage(res: Response, status: number, language: Language, title: string, body: string): void {
  res
    .status(status)
    .set("cache-control", "no-store")
    .type("html")
    .send(`<!doctype html><html lang="${localeOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeUTF8(title)}</title></head><body><main><h1>${escapeUTF8(title)}</h1>${body}</main></body></html>`);
}

export const paragraph = (text: string) => `<p>${escapeUTF8(text)}</p>`;

/** A button that POSTs back to the same address: opening the link (as mail scanners do) changes nothing. */
export const postButton = (req: Request, label: string) => `<form method="post" action="${escapeUTF8(req.originalUrl)}"><button type="submit">${escapeUTF8(label)}</button></form>`;

export const tokenOf = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");

/**
 * Runs a mail link's handler; a link that is not valid (BAD_USER_INPUT) answers 400 in both languages, since
 * it names no reader, and anything else is logged and answers 500 with the same words.
 */
export function mailLinkHandler(what: string, words: Record<Language, { badLink: string }>) {
  return (run: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await run(req, res);
    } catch (error) {
      if (codeOf(error) !== "BAD_USER_INPUT") console.error(`A ${what} mail link failed:`, error);
      const both = [words[Language.EN].badLink, words[Language.ZH].badLink].map(paragraph).join("");
      mailLinkPage(res, codeOf(error) === "BAD_USER_INPUT" ? 400 : 500, Language.EN, "Quiet Notes", both);
    }
  };
}
