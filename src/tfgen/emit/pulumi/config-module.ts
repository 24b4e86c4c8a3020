import type { ConfigModel, PackageModel } from "../../model/types";
import { assertBindingName } from "../../naming/identifiers";
import { runtimeImport } from "./layout";
import { tsHeader } from "./marker";
import { docComment } from "./tsdoc";
import { mentionsObject, plainType } from "./ts-types";

/** `Config` reader and environment fallback for each scalar kind; other types come from config as JSON only. */
const READERS = {
  string: { get: "get", env: "envString" },
  number: { get: "getNumber", env: "envNumber" },
  boolean: { get: "getBoolean", env: "envBoolean" },
} as const;

function configDoc(c: ConfigModel): string {
  const notes: string[] = [];
  if (c.secret) {
    notes.push(
      "This value is secret: set it with `pulumi config set --secret`. The getter returns it in plain text, as in " +
        "bridged SDKs; wrap it with `pulumi.secret()` before it flows into an output.",
    );
  }
  if (c.env.length)
    notes.push(`When not configured, read from the environment: ${c.env.map((e) => `\`${e}\``).join(", ")} (first one set).`);
  if (c.default !== undefined) notes.push(`Default: \`${JSON.stringify(c.default)}\`.`);
  if (c.allowedValues?.length) notes.push(`One of ${c.allowedValues.map((v) => `\`${v}\``).join(", ")}.`);
  return docComment({ description: c.description, notes, deprecated: c.deprecationMessage });
}

function getter(model: PackageModel, c: ConfigModel): { type: string; expr: string; env?: string } {
  const key = JSON.stringify(c.name);
  const kind = c.type.kind;
  if (kind === "string" || kind === "number" || kind === "boolean") {
    const r = READERS[kind];
    let expr = `__config.${r.get}(${key})`;
    if (c.env.length) expr += ` ?? ${r.env}(${c.env.map((e) => JSON.stringify(e)).join(", ")})`;
    if (c.default !== undefined) {
      if (typeof c.default !== kind)
        throw new Error(`${model.pkg}: config ${c.name}: default ${JSON.stringify(c.default)} is not a ${kind}`);
      expr += ` ?? ${JSON.stringify(c.default)}`;
    }
    return { type: c.default !== undefined ? kind : `${kind} | undefined`, expr, env: c.env.length ? r.env : undefined };
  }
  const type = plainType(c.type, (n) => `inputs.${n}`);
  return { type: `${type} | undefined`, expr: `__config.getObject<${type}>(${key})` };
}

/**
 * `config/vars.ts`: one getter per provider configuration variable, read from the `<pkg>:` namespace of the
 * stack configuration on each access (so tests and Automation API programs that change config see it).
 * Defined on `module.exports` for the reason given in index-module.ts.
 */
export function configVarsModule(model: PackageModel): string {
  if (model.config.length === 0) return `${tsHeader(model)}export {};\n`;
  const getters = model.config.map((c) => {
    assertBindingName(c.name, `config variable ${c.tfName}`);
    return { c, ...getter(model, c) };
  });
  const envHelpers = [...new Set(getters.flatMap((g) => (g.env ? [g.env] : [])))].sort();
  const usesInputs = model.config.some((c) => mentionsObject(c.type));
  const imports = [
    `import * as pulumi from "@pulumi/pulumi";`,
    ...(envHelpers.length ? [`import { ${envHelpers.join(", ")} } from "${runtimeImport("env")}";`] : []),
    ...(usesInputs ? [`import type * as inputs from "../types/input";`] : []),
  ];
  const body = getters.map(
    (g) =>
      `${configDoc(g.c)}export declare const ${g.c.name}: ${g.type};
module.exports.${g.c.name} = undefined;
Object.defineProperty(__exports, ${JSON.stringify(g.c.name)}, {
  get() {
    return ${g.expr};
  },
  enumerable: true,
});
`,
  );
  return `${tsHeader(model)}${imports.join("\n")}

const __config = new pulumi.Config(${JSON.stringify(model.pkg)});
// Each variable is named by a \`module.exports.<name> = undefined\` that Node's ES-module loader reads (see
// index-module.ts) and then defined as a getter. The getters go through this alias: the loader's lexer drops
// a name whose getter, written on \`module.exports\` itself, is more than a plain re-export.
const __exports = module.exports;

${body.join("\n")}`;
}

export function configIndexModule(model: PackageModel): string {
  return `${tsHeader(model)}export * from "./vars";\n`;
}
