import { parse, type DefaultTreeAdapterMap } from "parse5";
import { htmlMeaning, type HtmlNode, type Meaning, type Piece } from "../src/shared/html-meaning";

type Parse5Node = DefaultTreeAdapterMap["node"];

function asHtmlNode(node: Parse5Node): HtmlNode {
  if (node.nodeName === "#text") return { nodeType: 3, nodeName: "#text", nodeValue: (node as DefaultTreeAdapterMap["textNode"]).value, childNodes: [] };
  if ("tagName" in node) {
    return { nodeType: 1, nodeName: node.tagName, nodeValue: null, childNodes: node.childNodes.map(asHtmlNode), attributes: node.attrs };
  }
  return { nodeType: 8, nodeName: node.nodeName, nodeValue: null, childNodes: [] };
}

/** The meaning of an article body, parsed as a browser parses it (parse5 is the parser jsdom uses). */
export function meaningOf(html: string): Meaning[] {
  const document = parse(html);
  const body = document.childNodes
    .flatMap((node) => ("childNodes" in node ? node.childNodes : []))
    .find((node) => node.nodeName === "body")!;
  return htmlMeaning(asHtmlNode(body));
}

/**
 * A body's meaning after the author put the cursor at its very end and typed `text`: the text joins the last
 * run of the last block, taking the formats of the text it follows, as typing does.
 */
export function typedAtEnd(meaning: Meaning[], text: string): Meaning[] {
  const copy: Meaning[] = structuredClone(meaning);
  let blocks = copy;
  let last = blocks[blocks.length - 1];
  while (last && "element" in last) {
    blocks = last.children;
    last = blocks[blocks.length - 1];
  }
  if (!last) {
    blocks.push({ run: [{ text: text.trimStart(), formats: [] }] });
    return copy;
  }
  const pieces: Piece[] = last.run;
  const end = pieces[pieces.length - 1];
  if ("text" in end) end.text += text;
  else pieces.push({ text, formats: [] });
  return copy;
}
