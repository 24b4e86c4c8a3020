/** The argument rules a data source can declare (Terraform's ExactlyOneOf, …): the overrides, the model and metadata.json share them. */
export const RULE_KINDS = ["exactlyOneOf", "atLeastOneOf", "conflictsWith", "requiredWith"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
