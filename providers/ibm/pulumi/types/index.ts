// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
export type * as input from "./input";
export type * as output from "./output";
