import type { ASTNode, DocumentNode, SelectionSetNode, TypeNode, ValueNode } from "graphql";

/**
 * Prints a generated document back into GraphQL text for the request body, compactly: the subset of the
 * language that operations use (fields, arguments, variables, fragments, directives, literal values). graphql's
 * own printer covers all of it and the schema language too, at four times the weight in the public pages.
 */
export function printDocument(document: DocumentNode): string {
  return document.definitions.map(node).join(" ");
}

function node(n: ASTNode): string {
  switch (n.kind) {
    case "OperationDefinition": {
      const variables = n.variableDefinitions?.length ? `(${n.variableDefinitions.map(node).join(", ")})` : "";
      return `${n.operation} ${n.name?.value ?? ""}${variables}${directives(n)} ${selections(n.selectionSet)}`;
    }
    case "VariableDefinition":
      return `$${n.variable.name.value}: ${type(n.type)}${n.defaultValue ? ` = ${value(n.defaultValue)}` : ""}${directives(n)}`;
    case "FragmentDefinition":
      return `fragment ${n.name.value} on ${n.typeCondition.name.value}${directives(n)} ${selections(n.selectionSet)}`;
    case "Field": {
      const args = n.arguments?.length ? `(${n.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(", ")})` : "";
      const alias = n.alias ? `${n.alias.value}: ` : "";
      return `${alias}${n.name.value}${args}${directives(n)}${n.selectionSet ? ` ${selections(n.selectionSet)}` : ""}`;
    }
    case "FragmentSpread":
      return `...${n.name.value}${directives(n)}`;
    case "InlineFragment":
      return `...${n.typeCondition ? ` on ${n.typeCondition.name.value}` : ""}${directives(n)} ${selections(n.selectionSet)}`;
    default:
      throw new Error(`Cannot print a ${n.kind} in an operation`);
  }
}

function selections(set: SelectionSetNode): string {
  return `{ ${set.selections.map(node).join(" ")} }`;
}

function directives(n: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: ValueNode }[] }[] }): string {
  return (n.directives ?? [])
    .map((d) => ` @${d.name.value}${d.arguments?.length ? `(${d.arguments.map((arg) => `${arg.name.value}: ${value(arg.value)}`).join(", ")})` : ""}`)
    .join("");
}

function type(t: TypeNode): string {
  if (t.kind === "NonNullType") return `${type(t.type)}!`;
  if (t.kind === "ListType") return `[${type(t.type)}]`;
  return t.name.value;
}

function value(v: ValueNode): string {
  switch (v.kind) {
    case "Variable":
      return `$${v.name.value}`;
    case "StringValue":
      // A JSON string is a valid GraphQL string (the same escapes); a block string goes as its plain value.
      return JSON.stringify(v.value);
    case "ListValue":
      return `[${v.values.map(value).join(", ")}]`;
    case "ObjectValue":
      return `{${v.fields.map((field) => `${field.name.value}: ${value(field.value)}`).join(", ")}}`;
    case "NullValue":
      return "null";
    case "BooleanValue":
      return String(v.value);
    case "IntValue":
    case "FloatValue":
    case "EnumValue":
      return v.value;
  }
  throw new Error(`Cannot print a ${(v as ValueNode).kind} value`);
}
