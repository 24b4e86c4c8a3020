import * as path from "path";

/*
 * @cdktf/commons runs `terraform version -json` as a side effect of being imported (src/terraform.js), and
 * the provider generator imports it. Generation must spawn nothing and work without terraform, so that
 * one module is pre-seeded in the require cache with inert exports before the generator is loaded.
 */
function seedInertTerraformModule(): void {
  const commonsMain = require.resolve("@cdktf/commons");
  const terraformModule = path.join(path.dirname(commonsMain), "terraform.js");
  if (require.cache[terraformModule]) return;
  const m = new (require("module") as { Module: new (id: string) => NodeModule }).Module(terraformModule);
  m.filename = terraformModule;
  m.loaded = true;
  m.exports = {
    terraformBinaryName: process.env.TERRAFORM_BINARY_NAME || "terraform",
    terraformVersion: Promise.resolve(undefined),
  };
  require.cache[terraformModule] = m;
}

export interface GeneratorApi {
  TerraformProviderGenerator: typeof import("@cdktf/provider-generator/lib/get/generator/provider-generator").TerraformProviderGenerator;
  CodeMaker: typeof import("codemaker").CodeMaker;
  TerraformProviderConstraint: typeof import("@cdktf/commons").TerraformProviderConstraint;
  ConstructsMakerProviderTarget: typeof import("@cdktf/commons").ConstructsMakerProviderTarget;
  LANGUAGES: typeof import("@cdktf/commons").LANGUAGES;
}

let api: GeneratorApi | undefined;

/** Loaded lazily: the generator and its dependencies cost ~200 ms to require, and --check of other trees does not need them. */
export function loadGenerator(): GeneratorApi {
  if (api) return api;
  seedInertTerraformModule();
  // The deep path avoids the package root, which pulls in jsii.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TerraformProviderGenerator } = require("@cdktf/provider-generator/lib/get/generator/provider-generator");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CodeMaker } = require("codemaker");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const commons = require("@cdktf/commons");
  api = {
    TerraformProviderGenerator,
    CodeMaker,
    TerraformProviderConstraint: commons.TerraformProviderConstraint,
    ConstructsMakerProviderTarget: commons.ConstructsMakerProviderTarget,
    LANGUAGES: commons.LANGUAGES,
  };
  return api;
}
