import { badInput } from "../../kernel/errors";
import { readGhostExport } from "./ghost-reader";
import type { SourceExport } from "./import-source";
import { readWordpressExport } from "./wordpress-reader";

export interface ReadOptions {
  /** The old Ghost site's address, which Ghost's export leaves out (`__GHOST_URL__`). */
  siteUrl?: string;
}

/**
 * Another blog's export, by what the file holds rather than its name: XML is read as WordPress's WXR, JSON as
 * Ghost's export. Anything else, and either of them malformed, is refused with a message that says which.
 */
export function readExport(bytes: Buffer, options: ReadOptions = {}): SourceExport {
  if (bytes.length === 0) throw badInput("The file is empty.", "file", { id: "import.empty" });
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const first = text.trimStart()[0];
  if (first === "<") return readWordpressExport(text);
  if (first === "{" || first === "[") return readGhostExport(text, options);
  throw badInput("This file is neither a WordPress export (an .xml file from Tools → Export) nor a Ghost export (a .json file from Settings → Labs → Export).", "file", {
    id: "import.neither",
  });
}
