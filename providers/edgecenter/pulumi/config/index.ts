// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
export * from "./vars";
