/**
 * The file a generated package ships beside its metadata.json: the pinned schema of what it wraps (the provider
 * block and its data sources), in the form of `terraform providers schema -json`. The generator writes it; the
 * plugin engine's drift check reads it, in this repository and in installed packages alike.
 */
export const PINNED_SCHEMA_FILE = "terraform-schema.json";
