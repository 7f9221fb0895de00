import { Router, type Request, type Response } from "express";
import { codeOf } from "../kernel/errors";
import { escapeUTF8 } from "entities";
import { Language, localeOf } from "../kernel/language";
import type { ContextFactory, HttpContext } from "./http-context";

/** What a mail link's two pages say: the question and its button (GET), and what was done (POST). */
export interface MailLinkWords {
  title: string;
  ask: string;
  button: string;
  done: string;
}

/**
 * One link of a mail, under its path. `read` looks up what the token names, changing nothing, and `act` does
 * what the link says; each answers the language to speak, the reader's.
 */
export interface MailLink<Key extends string> {
  path: string;
  words: Key;
  read: (ctx: HttpContext, token: string) => Promise<Language>;
  act: (ctx: HttpContext, token: string) => Promise<Language>;
}

type LinkWords<Key extends string> = Record<Language, Record<Key, MailLinkWords> & { badLink: string }>;

/** A small page of its own: the links of the site's mail are opened from mail, where the site's scripts may never run. */
function mailLinkPage(res: Response, status: number, language: Language, title: string, body: string): void {
  res
    .status(status)
    .set("cache-control", "no-store")
    .type("html")
    .send(`<!doctype html><html lang="${localeOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escapeUTF8(title)}</title></head><body><main><h1>${escapeUTF8(title)}</h1>${body}</main></body></html>`);
}

const paragraph = (text: string) => `<p>${escapeUTF8(text)}</p>`;

/** A button that POSTs back to the same address: opening the link (as mail scanners do) changes nothing. */
const postButton = (req: Request, label: string) => `<form method="post" action="${escapeUTF8(req.originalUrl)}"><button type="submit">${escapeUTF8(label)}</button></form>`;

const tokenOf = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");

/**
 * The links of one kind of mail. GET shows what a link will do, in the reader's language, with a button; only
 * POST does it, so a mail scanner that follows every link changes nothing, and a mail program's one-click
 * unsubscribe (RFC 8058: a POST with no cookie and no CSRF token) is that same POST. A link that is not valid
 * (BAD_USER_INPUT) answers 400 in both languages, since it names no reader; anything else is logged and
 * answers 500 with the same words.
 */
export function mailLinksRouter<Key extends string>(what: string, contextFor: ContextFactory, words: LinkWords<Key>, links: MailLink<Key>[]): Router {
  const handle = (answer: (ctx: HttpContext) => Promise<void>) => async (req: Request, res: Response) => {
    try {
      await answer(await contextFor(req, res));
    } catch (error) {
      if (codeOf(error) !== "BAD_USER_INPUT") console.error(`A ${what} mail link failed:`, error);
      const both = [words[Language.EN].badLink, words[Language.ZH].badLink].map(paragraph).join("");
      mailLinkPage(res, codeOf(error) === "BAD_USER_INPUT" ? 400 : 500, Language.EN, "Quiet Notes", both);
    }
  };
  const router = Router();
  for (const link of links) {
    router.get(
      link.path,
      handle(async (ctx) => {
        const language = await link.read(ctx, tokenOf(ctx.req));
        const said = words[language][link.words];
        mailLinkPage(ctx.res, 200, language, said.title, paragraph(said.ask) + postButton(ctx.req, said.button));
      }),
    );
    router.post(
      link.path,
      handle(async (ctx) => {
        const language = await link.act(ctx, tokenOf(ctx.req));
        const said = words[language][link.words];
        mailLinkPage(ctx.res, 200, language, said.title, paragraph(said.done));
      }),
    );
  }
  return router;
}
