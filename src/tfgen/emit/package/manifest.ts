import type { ProviderInputs } from "../../schema/provider-inputs";
import { BINDINGS_SUBDIR, type CoreLibrary } from "../../project/core-library";
import { RUNTIME_PACKAGE, SDK_FOLDER } from "../pulumi/layout";
import { GENERATED_MARKER } from "../pulumi/marker";
import { FLAVOUR_NAMES, npmPackageName, pluginExecutable } from "./names";
import type { ProjectPackage } from "./project-package";

/** Where `tsc -p providers/<type>/tsconfig.json` writes; the package ships only this folder. */
export const BUILD_DIR = "dist";
/** The plugin's entry, relative to the provider folder (compiled to dist/bin/). */
export const BIN_FOLDER = "bin";

const both = (base: string) => ({ types: `./${base}.d.ts`, default: `./${base}.js` });

function pin(project: ProjectPackage, name: string): string {
  const v = project.pins[name];
  if (!v) throw new Error(`the project's package.json does not pin ${name}, which generated packages depend on`);
  return v;
}

/** Each selected flavour's bindings, compiled: the flavour's folder (BINDINGS_SUBDIR) under dist/. */
const bindingsBuild = (library: CoreLibrary) => [BUILD_DIR, BINDINGS_SUBDIR[library]].filter(Boolean).join("/");

/**
 * `./<library>` and `./<library>/<folder>` for each selected flavour, as `exports` entries and as node10's
 * `typesVersions` entries. The subpath is named after the core library whatever folder the flavour sits in.
 */
function bindingsExports(libraries: readonly CoreLibrary[]) {
  const entries = libraries.map((library) => ({ library, out: bindingsBuild(library) }));
  return {
    exports: Object.fromEntries(
      entries.flatMap(({ library, out }) => [
        [`./${library}`, both(`${out}/index`)],
        [`./${library}/*`, both(`${out}/*/index`)],
      ]),
    ),
    typesVersions: Object.fromEntries(
      entries.flatMap(({ library, out }) => [
        [library, [`./${out}/index.d.ts`]],
        [`${library}/*`, [`./${out}/*/index.d.ts`]],
      ]),
    ),
  };
}

/**
 * `providers/<type>/package.json`. The Pulumi-shaped SDK is the root export (plus `config`, `types` and one
 * subpath per function); each flavour of the bindings that cdktf.json's `coreLibrary` selects is
 * `./<library>` and `./<library>/<folder>` (`./cdktf/…`, `./cdktn/…`). `typesVersions` repeats the
 * subpaths for TypeScript's node10 resolution, which does not read `exports`. `./config` is the variables
 * module itself rather than the folder index that re-exports it, so every checker reads its names directly.
 *
 * The runtime is pinned to the same release. Libraries the user's program shares with the package take a
 * caret range from the project's own pin, so npm can use the user's copy: each selected core library and
 * constructs as peers (a construct from a second copy of cdktf is not one to the first, as with
 * @cdktf/provider-*), @pulumi/pulumi as a dependency (as @pulumi/<provider> packages have it). With both
 * flavours selected, a user installs one core library, so both peers are optional.
 */
export function providerPackageJson(inputs: ProviderInputs, project: ProjectPackage, libraries: readonly CoreLibrary[]): string {
  const { target, overrides, pinned } = inputs;
  const pkg = overrides.package;
  const sdk = `${BUILD_DIR}/${SDK_FOLDER}`;
  if (libraries.length === 0) throw new Error(`${target.type}: package.json: no core library selected for the bindings`);
  const bindings = bindingsExports(libraries);
  const flavours = libraries.map((l) => FLAVOUR_NAMES[l]).join(" and ");
  const manifest = {
    name: npmPackageName(pkg),
    version: project.version,
    description:
      `Data sources of the ${target.source} ${target.version} Terraform provider: a Pulumi-shaped SDK whose lookups ` +
      `run the upstream provider, and ${flavours} bindings`,
    license: project.license,
    keywords: ["pulumi", ...libraries, "terraform", "data-sources", target.type],
    engines: { node: ">=20" },
    type: "commonjs",
    main: `./${sdk}/index.js`,
    types: `./${sdk}/index.d.ts`,
    exports: {
      ".": both(`${sdk}/index`),
      "./config": both(`${sdk}/config/vars`),
      "./types": both(`${sdk}/types/index`),
      "./types/*": both(`${sdk}/types/*`),
      ...bindings.exports,
      "./schema.json": `./${sdk}/schema.json`,
      "./metadata.json": `./${sdk}/metadata.json`,
      "./package.json": "./package.json",
      "./*": both(`${sdk}/*`),
    },
    typesVersions: {
      "*": {
        // The "*" entry below also rewrites the "types" field itself; this maps that path to itself first.
        [`${sdk}/index.d.ts`]: [`./${sdk}/index.d.ts`],
        config: [`./${sdk}/config/vars.d.ts`],
        types: [`./${sdk}/types/index.d.ts`],
        "types/*": [`./${sdk}/types/*.d.ts`],
        ...bindings.typesVersions,
        "schema.json": [`./${sdk}/schema.json`],
        "metadata.json": [`./${sdk}/metadata.json`],
        "package.json": ["./package.json"],
        "*": [`./${sdk}/*.d.ts`],
      },
    },
    bin: { [pluginExecutable(pkg)]: `${BUILD_DIR}/${BIN_FOLDER}/${pluginExecutable(pkg)}.js` },
    files: [`${BUILD_DIR}/`],
    scripts: { build: "tsc -p tsconfig.json", prepack: "npm run build" },
    dependencies: {
      "@pulumi/pulumi": `^${pin(project, "@pulumi/pulumi")}`,
      [RUNTIME_PACKAGE]: project.version,
    },
    peerDependencies: {
      ...Object.fromEntries(libraries.map((l) => [l, `^${pin(project, l)}`])),
      constructs: `^${pin(project, "constructs")}`,
    },
    ...(libraries.length > 1 ? { peerDependenciesMeta: Object.fromEntries(libraries.map((l) => [l, { optional: true }])) } : {}),
    // Read by the Pulumi CLI: this package's functions are served by the resource plugin `pulumi-resource-<name>`
    // of this version (the upstream provider's, which the plugin reports), installed with it as a bin.
    pulumi: { resource: true, name: pkg, version: target.version },
    tflookup: {
      generated: `${GENERATED_MARKER}: written by \`npm run generate\` from ${target.source}@${target.version}`,
      upstream: {
        source: target.source,
        version: target.version,
        registry: target.registryKey,
        schemaSha256: pinned.sha256,
      },
    },
  };
  // Written in this order, not sorted: in `exports`, `types` must come before `default`.
  return JSON.stringify(manifest, null, 2) + "\n";
}
