// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
export * from "./vars";
