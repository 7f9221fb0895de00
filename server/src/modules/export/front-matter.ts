/** A YAML scalar that reads back as the same string: JSON's double-quoted strings are valid YAML. */
const yamlString = (value: string) => JSON.stringify(value);

export type FrontMatterValue = string | boolean | Date | readonly string[] | undefined;

/**
 * YAML front matter, as Hexo and Hugo read it: strings quoted, dates in ISO 8601 with their offset, lists in
 * flow style; undefined values left out.
 */
export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      if (typeof value === "boolean") return `${key}: ${value}`;
      if (value instanceof Date) return `${key}: ${value.toISOString()}`;
      if (Array.isArray(value)) return `${key}: [${value.map(yamlString).join(", ")}]`;
      return `${key}: ${yamlString(value as string)}`;
    });
  return `---\n${lines.join("\n")}\n---\n`;
}
