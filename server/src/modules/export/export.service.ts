import { operation } from "../../kernel/operation";
import { zipStream } from "../../kernel/zip-files";
import { ADMIN } from "../../kernel/permissions";
import { jsonExport } from "./json-export";
import { markdownExport } from "./markdown-export";

/**
 * The blog as a ZIP of Markdown files and images, for Hexo or Hugo. Administrators only: it holds drafts and
 * every article, hidden ones too. A stream: the images are read one at a time as it is sent.
 */
export const exportMarkdown = operation(ADMIN, async (ctx) => zipStream(await markdownExport(ctx.em, ctx.uploads)));

/** Everything the blog holds, as JSON. Administrators only: it names users and holds visitors' e-mail addresses. */
export const exportJson = operation(ADMIN, (ctx) => jsonExport(ctx.em));
