import { camelCaseTf, renameSegments } from "./case";
import { DEFAULT_INFLECTOR_PROFILE, InflectorProfile, pluralize } from "./inflector";

/** What the bridge looks at in a Terraform attribute to decide whether to pluralise its name. */
export interface FieldShape {
  readonly collection?: "list" | "set" | "map";
  /** Terraform's MaxItems; 0 or absent means unbounded. Only MaxItems == 1 stops pluralisation. */
  readonly maxItems?: number;
  /**
   * The bridge's SchemaInfo.MaxItemsOne override. When set it replaces the MaxItems test, in both
   * directions: true flattens (and so never pluralises) even a MaxItems=0 list.
   */
  readonly maxItemsOne?: boolean;
}

/** A Terraform attribute becomes an array-shaped property: a list or set that is not flattened. */
function isPluralShape(shape: FieldShape | undefined): boolean {
  if (shape === undefined) return false;
  if (shape.collection !== "list" && shape.collection !== "set") return false;
  if (shape.maxItemsOne !== undefined) return !shape.maxItemsOne;
  return shape.maxItems !== 1;
}

export interface FieldNamingOptions {
  /**
   * Explicit names by Terraform name, in this object only (the bridge's SchemaInfo.Name). They win
   * over everything: no renaming, no pluralisation.
   */
  readonly overrides?: Readonly<Record<string, string>>;
  /** Whole snake_case segments to replace before casing, e.g. {softlayer: "legacy_b"}. */
  readonly renameWords?: Readonly<Record<string, string>>;
  readonly inflector?: InflectorProfile;
}

function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * Whether the bridge keeps the plural: not if the plural is itself the Terraform name of a sibling
 * attribute ("rule" next to "rules" stays "rule"), unless that sibling has an explicit name that
 * moves it out of the way.
 */
function pluralIsFree(
  plural: string,
  siblings: Readonly<Record<string, FieldShape>>,
  overrides: Readonly<Record<string, string>> | undefined,
): boolean {
  if (!Object.prototype.hasOwnProperty.call(siblings, plural)) return true;
  const siblingName = own(overrides, plural);
  return siblingName !== undefined && siblingName !== "" && siblingName !== plural;
}

/**
 * The Pulumi property name the bridge gives Terraform attribute `tfName`, whose siblings (including
 * itself) are `siblings`: explicit override, else rename words, pluralise list/set fields that are
 * not MaxItems=1 (unless that collides with a sibling), then camelCase.
 *
 * The collision test uses the original Terraform names because that is the namespace the bridge
 * checks. Renaming happens before pluralising so the plural ending lands on the renamed word
 * ("linked_softlayer" list -> "linked_legacy_bs" -> "linkedLegacyBs").
 */
export function pulumiFieldName(tfName: string, siblings: Readonly<Record<string, FieldShape>>, options: FieldNamingOptions = {}): string {
  const explicit = own(options.overrides, tfName);
  if (explicit !== undefined && explicit !== "") return explicit;

  const profile = options.inflector ?? DEFAULT_INFLECTOR_PROFILE;
  let snake = options.renameWords ? renameSegments(tfName, options.renameWords) : tfName;
  if (isPluralShape(own(siblings, tfName)) && pluralIsFree(pluralize(tfName, profile), siblings, options.overrides)) {
    snake = pluralize(snake, profile);
  }
  return camelCaseTf(snake);
}
