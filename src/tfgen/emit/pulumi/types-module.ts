import type { ObjectTypeModel, PackageModel, PropertyModel } from "../../model/types";
import { propKey } from "./identifiers";
import { tsHeader } from "./marker";
import { docComment, SECRET_NOTE } from "./tsdoc";
import { inputType, plainType } from "./ts-types";

function field(p: PropertyModel, line: string): string {
  const notes = p.secret ? [SECRET_NOTE] : [];
  return docComment({ description: p.description, notes, deprecated: p.deprecationMessage }, "  ") + line;
}

function iface(name: string, t: ObjectTypeModel, props: PropertyModel[], line: (p: PropertyModel) => string): string {
  const doc = docComment({ description: `Upstream: \`${t.tfPath}\`.` });
  const body = props.map((p) => field(p, line(p))).join("\n");
  return `${doc}export interface ${name} ${body ? `{\n${body}\n}` : "{}"}\n`;
}

/**
 * Argument-side nested types, twice: `X` with plain fields for the Promise form and `XArgs` with Input
 * fields for the Output form and the Provider, as bridged SDKs do.
 */
export function inputTypesModule(model: PackageModel): string {
  const types = model.types.filter((t) => t.input);
  const names = new Set(model.types.map((t) => t.name));
  for (const t of types) {
    if (names.has(`${t.name}Args`)) throw new Error(`nested types "${t.name}" and "${t.name}Args" would collide in types/input.ts`);
  }
  const parts = types.flatMap((t) => [
    iface(t.name, t, t.input!, (p) => `  ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, (n) => n)};`),
    iface(`${t.name}Args`, t, t.input!, (p) => `  ${propKey(p.name)}${p.required ? "" : "?"}: ${inputType(p.type, (n) => `${n}Args`)};`),
  ]);
  const head = parts.length ? `import type * as pulumi from "@pulumi/pulumi";\n\n` : "";
  return `${tsHeader(model)}${head}${parts.join("\n") || "export {};\n"}`;
}

/** Result-side nested types, with fields `readonly` and required where the model says they are always present. */
export function outputTypesModule(model: PackageModel): string {
  const parts = model.types
    .filter((t) => t.output)
    .map((t) => iface(t.name, t, t.output!, (p) => `  readonly ${propKey(p.name)}${p.required ? "" : "?"}: ${plainType(p.type, (n) => n)};`));
  return `${tsHeader(model)}${parts.length ? "\n" : ""}${parts.join("\n") || "export {};\n"}`;
}

/** Type-only re-exports: `types` costs nothing at run time and loads no function module. */
export function typesIndexModule(model: PackageModel): string {
  return `${tsHeader(model)}export type * as input from "./input";\nexport type * as output from "./output";\n`;
}
