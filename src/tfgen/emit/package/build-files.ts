import type { ProviderInputs } from "../../schema/provider-inputs";
import { runtimePluginMain, SDK_FOLDER } from "../pulumi/layout";
import { GENERATED_MARKER } from "../pulumi/marker";
import { BUILD_DIR } from "./manifest";
import { pluginExecutable } from "./names";

/**
 * `providers/<type>/tsconfig.json`: how `npm run build` (and so `npm pack`) compiles the package, bindings and
 * SDK together, into dist/ with declarations: every `.ts` under the folder, so each flavour of the bindings
 * (CDK Terrain's in `cdktn/`) compiles against its own core library, resolved from the workspace. The runtime is
 * resolved as a package (its built declarations), never compiled in.
 */
export function buildConfig(): string {
  const config = {
    compilerOptions: {
      target: "ES2022",
      module: "commonjs",
      moduleResolution: "node10",
      lib: ["ES2022"],
      types: ["node"],
      strict: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      declaration: true,
      sourceMap: false,
      skipLibCheck: true,
      forceConsistentCasingInFileNames: true,
      rootDir: ".",
      outDir: BUILD_DIR,
    },
    include: ["**/*.ts"],
    exclude: [BUILD_DIR, "node_modules"],
  };
  return JSON.stringify(config, null, 2) + "\n";
}

/**
 * `bin/pulumi-resource-<pkg>.ts`: the package's Pulumi provider plugin. Loading `package` registers this
 * package's SDK folder with the runtime; the runtime's generic plugin then serves that folder, named by the
 * executable it was started as.
 */
export function pluginBin(inputs: ProviderInputs): string {
  const { target, overrides } = inputs;
  return `#!/usr/bin/env node
// ${GENERATED_MARKER}: written by \`npm run generate\` from ${target.source}@${target.version}.
// ${pluginExecutable(overrides.package)}: the Pulumi engine starts this to serve the package's functions.
import "../${SDK_FOLDER}/package";
import "${runtimePluginMain}";
`;
}
