import {
  ELEMENTS_WITH_LANGUAGE_CLASS,
  IMAGE_SCHEMES,
  LANGUAGE_CLASS,
  LINK_SCHEMES,
  isAllowedAttribute,
  isAllowedUrl,
  isArticleElement,
} from "@shared/article-markup";

/**
 * The markup in a piece of HTML that the shared list does not allow, named for an author: "<iframe>",
 * "a style attribute". The server removes it whenever the body is saved.
 */
export function markupOutsideTheList(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const found = new Set<string>();
  for (const element of Array.from(template.content.querySelectorAll("*"))) {
    const name = element.localName;
    if (!isArticleElement(name)) {
      found.add(`<${name}>`);
      continue;
    }
    for (const { name: attribute, value } of Array.from(element.attributes)) {
      const allowed =
        isAllowedAttribute(name, attribute) &&
        (attribute !== "class" || (ELEMENTS_WITH_LANGUAGE_CLASS as readonly string[]).includes(name) && value.split(/\s+/).every((word) => !word || LANGUAGE_CLASS.test(word))) &&
        (attribute !== "href" || isAllowedUrl(value, LINK_SCHEMES)) &&
        (attribute !== "src" || isAllowedUrl(value, IMAGE_SCHEMES));
      if (!allowed) found.add(`a ${attribute} attribute`);
    }
  }
  return [...found];
}
