// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.
// Never loaded at run time: these imports make `tsc` copy the JSON files next to the compiled SDK.
import "./metadata.json";
import "./schema.json";
import "./terraform-schema.json";
