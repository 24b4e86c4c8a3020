/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json", isolatedModules: true }],
  },
  // Tests that spawn terraform or compile a program run for seconds, not milliseconds.
  testTimeout: 120000,
  // Builds the stand-in provider bundle that Terraform-driven tests install (test/standin).
  globalSetup: "<rootDir>/test/support/global-setup.ts",
  // Only @cdktf/commons requests exactly "./terraform" (checked when this was added); see the stub's comment.
  moduleNameMapper: {
    "^\\./terraform$": "<rootDir>/test/support/inert-cdktf-terraform.js",
    // Generated code imports the runtime package by name; tests run it from its sources, as tsconfig's paths do.
    "^@tflookup/runtime$": "<rootDir>/src/runtime/index.ts",
    "^@tflookup/runtime/(.*)$": "<rootDir>/src/runtime/$1",
  },
  maxWorkers: 2,
};
