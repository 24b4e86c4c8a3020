import type { PackageModel } from "../../model/types";
import { functionExports, surfaceDeclarations, type FunctionSurface } from "./function-module";
import { stringList } from "../../naming/identifiers";
import { runtimeImport } from "./layout";
import { tsHeader } from "./marker";
import { indent, typeOwners } from "./types-module";

/**
 * `index.ts`: every export of the package, none of them loaded until first use. Every function is declared here
 * in full (both forms, its argument and result types, its nested types, with their doc comments), with the same
 * text as in its own module: a program importing the index makes the type checker read this one file, not one
 * per function (the per-file work of 1600 modules cost more than their declarations). The function modules
 * stay for deep imports (`<package>/getX`), which read one module; their types are the same, declared twice.
 * Values are declared for the type checker and defined at run time as getters that require their module, so
 * importing the package loads neither the function modules nor @pulumi/pulumi.
 * The getters go on `module.exports`, not `exports`: TypeScript leaves the two the same object, but
 * esbuild-based loaders (tsx, bundlers) replace `module.exports` with their own, and `exports` would be lost.
 *
 * Node's ES-module loader learns the names a CommonJS module exports by reading its text (cjs-module-lexer),
 * not by running it, and getters defined in a loop are invisible to it: `import { getAccount } from …` would
 * fail. So every name is first assigned in the one form the lexer reads, `module.exports.<name> = …`, which
 * the getters then replace (as the bridge's generated indexes do with `exports.<name> = null`).
 */
export function indexModule(model: PackageModel, surfaces: ReadonlyMap<string, FunctionSurface>): string {
  const seen = new Map<string, string>();
  const claim = (name: string, by: string) => {
    const other = seen.get(name);
    if (other !== undefined) throw new Error(`${model.pkg}: the package index would export "${name}" twice (${other} and ${by})`);
    seen.set(name, by);
  };
  for (const n of ["Provider", "ProviderArgs", "config", "types"]) claim(n, "the package itself");

  const declarations: string[] = [];
  const outputs: string[] = [];
  const inputs: string[] = [];
  const lazy: string[] = [];
  const placeholders: string[] = [];
  for (const fn of model.functions) {
    const x = functionExports(fn);
    const surface = surfaces.get(fn.token);
    if (!surface) throw new Error(`${model.pkg}: no declarations for ${fn.token} in the package index`);
    for (const n of [...x.values, ...x.types]) claim(n, `./${x.module}`);
    declarations.push(surfaceDeclarations(surface));
    outputs.push(...surface.nested.outputs);
    inputs.push(...surface.nested.inputs);
    lazy.push(`    "./${x.module}": ${stringList(x.values)},`);
    placeholders.push(`${x.values.map((v) => `module.exports.${v} = `).join("")}undefined;`);
  }
  // The names the functions' declarations use, as in their modules, where they use them (noUnusedLocals): the
  // functions' own nested types, before the provider's are added. Not exported, and aliases of namespaces that
  // declare only types, so `types` stays a type-only export (an exported alias would make it a value).
  const aliases = [inputs.length ? "import inputs = types.input;\n" : "", outputs.length ? "import outputs = types.output;\n" : ""].join(
    "",
  );
  // Types no function owns (the provider configuration's) are declared in types/input.ts and types/output.ts.
  const owners = typeOwners(model);
  for (const t of model.types.filter((t) => !owners.has(t.name))) {
    if (t.output) outputs.push(`export type ${t.name} = import("./types/output").${t.name};\n`);
    if (t.input) for (const n of [t.name, `${t.name}Args`]) inputs.push(`export type ${n} = import("./types/input").${n};\n`);
  }

  return `${tsHeader(model)}import type * as pulumi from "@pulumi/pulumi";
import { lazyExports, lazyModule } from "${runtimeImport("lazy")}";

${declarations.join("\n")}
export type { ProviderArgs } from "./provider";
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

/** Nested types of the functions' arguments and results: \`types.input.<name>\`, \`types.output.<name>\`. */
export declare namespace types {
  export namespace input ${namespaceBody(inputs)}
  export namespace output ${namespaceBody(outputs)}
}
${aliases}
// Placeholders that name each export for Node's ES-module loader; the getters below replace them.
${placeholders.join("\n")}
module.exports.Provider = module.exports.config = undefined;

lazyExports(
  module.exports,
  {
${lazy.join("\n")}
    "./provider": ["Provider"],
  },
  require,
);
lazyModule(module.exports, "config", "./config", require);
`;
}

const namespaceBody = (members: string[]) => (members.length ? `{\n${indent(indent(members.join("\n")))}  }` : "{}");
