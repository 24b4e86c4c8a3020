// generated — do not edit: written by `npm run generate` from Edge-Center/edgecenter@0.12.10.
// Never loaded at run time: these imports make `tsc` copy the JSON files next to the compiled SDK.
import "./metadata.json";
import "./schema.json";
import "./terraform-schema.json";
