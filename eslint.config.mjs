// @ts-check
// ESLint with typescript-eslint's type-aware rules; formatting is Prettier's (.prettierrc.json), so
// eslint-config-prettier turns off every rule that would argue with it. `npm run lint`, `npm run format:check`.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    // Generated code and fixture data are checked by their producers (generate --check, golden trees).
    ignores: [
      "providers/**",
      "test/fixtures/**",
      "schemas/**",
      "reports/**",
      "**/dist/**",
      "**/node_modules/**",
      "test/packages/consumer/**",
      "test/pulumi-engine/programs/**",
      "**/*.js",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Async functions that only throw are how bad input becomes a rejected promise (docs/security.md, the brief).
      "@typescript-eslint/require-await": "off",
      // `_`-prefixed parameters and destructured rest siblings are deliberate placeholders.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["eslint.config.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests and benches read JSON fixtures and poke at private shapes through `any` on purpose, and use
    // require() where Jest must load a module afresh (isolateModules, module-cache tests).
    files: ["test/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // The one module allowed to read the CDKTF generator's untyped internals (issue 16 item 1).
    files: ["src/tfgen/emit/cdktf/generator-adapter.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier wraps code at its printWidth but never breaks a
    // string, a template literal or a comment, so those are split by hand and this keeps them within it. URLs stay
    // whole; so do regular expressions, which cannot be split without rewriting them (docs/development.md).
    rules: {
      "max-len": ["error", { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
);
