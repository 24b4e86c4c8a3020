/** @type {import('jest').Config} */
module.exports = {
  // Node's environment; a file ends when the processes it started are gone (see the file).
  testEnvironment: "<rootDir>/test/support/test-environment.js",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.jest.json" }],
  },
  // Tests that spawn terraform or compile a program run for seconds, not milliseconds.
  testTimeout: 120000,
  // Builds the stand-in provider bundle that Terraform-driven tests install (test/standin),
  // and gives the run a temporary folder of its own, removed at the end (see the file).
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  globalTeardown: "<rootDir>/test/support/global-teardown.ts",
  // Deprecation warnings of deprecated data sources called on purpose stay off the console (see the file).
  setupFilesAfterEnv: ["<rootDir>/test/support/quiet-deprecations.ts"],
  // Imports of the provider generators that must not run under test either (see seedInertModules in
  // src/tfgen/emit/cdktf/generator-adapter.ts; Jest's own registry does not see the seeds it puts in Node's cache).
  moduleNameMapper: {
    "^\\./terraform$": "<rootDir>/test/support/inert-terraform.js",
    "^@cdktn/hcl2json$": "<rootDir>/test/support/inert-hcl2json.js",
    // One log4js per test file, none listening on the process-wide cluster emitter (see the file).
    "^log4js$": "<rootDir>/test/support/log4js-without-cluster.js",
    // Generated code imports the runtime package by name; tests run it from its sources, as tsconfig's paths do.
    "^@tflookup/runtime$": "<rootDir>/src/runtime/index.ts",
    // The export subpath ./plugin/main names the Pulumi provider plugin's entry (src/runtime/pulumi-plugin).
    "^@tflookup/runtime/plugin/main$": "<rootDir>/src/runtime/pulumi-plugin/main.ts",
    "^@tflookup/runtime/(.*)$": "<rootDir>/src/runtime/$1",
  },
  maxWorkers: 2,
};
