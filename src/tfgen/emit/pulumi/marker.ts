import type { PackageModel } from "../../model/types";

/** Every emitted file carries this near its start; tests and reviewers look for it. */
export const GENERATED_MARKER = "generated — do not edit";

export function generatedNote(model: PackageModel): string {
  return `${GENERATED_MARKER}: written by \`npm run generate\` from ${model.provider.source}@${model.provider.version}`;
}

export function tsHeader(model: PackageModel): string {
  return `// ${generatedNote(model)}.\n`;
}
