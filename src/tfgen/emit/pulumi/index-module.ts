import type { PackageModel } from "../../model/types";
import { functionExports } from "./function-module";
import { stringList } from "./identifiers";
import { runtimeImport } from "./layout";
import { tsHeader } from "./marker";

/**
 * `index.ts`: every export of the package, none of them loaded until first use. Types are re-exported
 * type-only; values are declared here for the type checker and defined at run time as getters that require
 * their module, so importing the package loads neither the function modules nor @pulumi/pulumi.
 * The getters go on `module.exports`, not `exports`: TypeScript leaves the two the same object, but
 * esbuild-based loaders (tsx, bundlers) replace `module.exports` with their own, and `exports` would be lost.
 *
 * Node's ES-module loader learns the names a CommonJS module exports by reading its text (cjs-module-lexer),
 * not by running it, and getters defined in a loop are invisible to it: `import { getAccount } from …` would
 * fail. So every name is first assigned in the one form the lexer reads, `module.exports.<name> = …`, which
 * the getters then replace (as the bridge's generated indexes do with `exports.<name> = null`).
 */
export function indexModule(model: PackageModel): string {
  const seen = new Map<string, string>();
  const claim = (name: string, by: string) => {
    const other = seen.get(name);
    if (other !== undefined) throw new Error(`${model.pkg}: the package index would export "${name}" twice (${other} and ${by})`);
    seen.set(name, by);
  };
  for (const n of ["Provider", "ProviderArgs", "config", "types"]) claim(n, "the package itself");

  const typeLines: string[] = [];
  const valueLines: string[] = [];
  const lazy: string[] = [];
  const placeholders: string[] = [];
  for (const fn of model.functions) {
    const x = functionExports(fn);
    for (const n of [...x.values, ...x.types]) claim(n, `./${x.module}`);
    typeLines.push(`export type { ${x.types.join(", ")} } from "./${x.module}";`);
    for (const v of x.values) valueLines.push(`export declare const ${v}: typeof import("./${x.module}").${v};`);
    lazy.push(`    "./${x.module}": ${stringList(x.values)},`);
    placeholders.push(`${x.values.map((v) => `module.exports.${v} = `).join("")}undefined;`);
  }

  return `${tsHeader(model)}import { lazyExports, lazyModule } from "${runtimeImport("lazy")}";

${typeLines.join("\n")}
export type { ProviderArgs } from "./provider";
export type * as types from "./types";

${valueLines.join("\n")}
export declare const Provider: typeof import("./provider").Provider;
export type Provider = import("./provider").Provider;
export declare const config: typeof import("./config");

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
