/**
 * Property names a CDKTF binding cannot give an attribute, per class the attribute lands on. A getter or field
 * named like a member of that class either fails to compile (`constructor`, a `toString` getter over the
 * inherited method, a `count` field of another type in a struct extending TerraformMetaArguments) or silently
 * changes what the construct does (`provider`, `fqn`, `dependsOn`). A name is checked only against the class it
 * really lands on: `alias` is TerraformProvider's, not a data source's, and `count` is TerraformDataSource's, not
 * a nested block's ComplexObject's, so both stay as the CDKTF generator names them there.
 *
 * CDKTF_BASE_MEMBERS lists the public, protected and private members of the cdktf (and cdktn) classes a
 * binding extends, in the pinned versions; test/tfgen/cdktf-reserved.test.ts reads them from both libraries'
 * declarations and fails when a list misses one or holds one neither declares, so an upgrade cannot silently
 * reopen the hole.
 */
export type CdktfBaseClass = "TerraformDataSource" | "TerraformProvider" | "TerraformMetaArguments" | "ComplexObject";

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Members of TerraformElement, which both constructs extend. */
const ELEMENT =
  "_elementType _fqnToken _friendlyUniqueId _logicalIdOverride addOverride cdktfStack constructNodeMetadata fqn friendlyUniqueId " +
  "node overrideLogicalId rawOverrides resetOverrideLogicalId toMetadata toString toTerraform toHclTerraform with " +
  // cdktn's TerraformElement also tracks provider features.
  "_registerProviderFeature _registerResolveDiscoveredProviderFeatureUsage _registeredProviderFeatures " +
  "_resetResolveDiscoveredProviderFeatureUsage registerProviderFeatureUsage " +
  "synthesizeAttributes synthesizeHclAttributes terraformGeneratorMetadata terraformResourceType";

const ATTRIBUTE_GETTERS =
  "getAnyMapAttribute getBooleanAttribute getBooleanMapAttribute getListAttribute getNumberAttribute getNumberListAttribute " +
  "getNumberMapAttribute getStringAttribute getStringMapAttribute interpolationForAttribute";

export const CDKTF_BASE_MEMBERS: Readonly<Record<CdktfBaseClass, readonly string[]>> = {
  TerraformDataSource: words(`${ELEMENT} ${ATTRIBUTE_GETTERS} count dependsOn forEach lifecycle provider terraformMetaArguments`),
  TerraformProvider: words(`${ELEMENT} alias metaAttributes terraformProviderSource`),
  TerraformMetaArguments: words("connection count dependsOn forEach lifecycle provider provisioners"),
  ComplexObject: words(
    `${ATTRIBUTE_GETTERS} _fqn complexObjectIndex complexObjectIsFromSet computeFqn creationStack fqn interpolationAsList ` +
      "resolve terraformAttribute terraformResource toString",
  ),
};

/** Object.prototype's members: a class member or an object key named like one shadows or breaks it. */
const OBJECT_PROTOTYPE_MEMBERS = [
  "constructor",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "toString",
  "valueOf",
  "__proto__",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
];

/**
 * Where an attribute's property lands. `dataSource`: the data source class (TerraformDataSource) and its config
 * struct (extends TerraformMetaArguments); `provider`: the provider class; `struct`: a nested block's or object's
 * output reference (ComplexObject) and its struct; `providerStruct`: a nested block of the provider, which is a
 * struct only (no class is generated for it).
 */
export type CdktfLanding = "dataSource" | "provider" | "struct" | "providerStruct";

/** The classes of each landing, and the members the generator itself declares there beside the attribute getters. */
const LANDINGS: Record<CdktfLanding, { bases: CdktfBaseClass[]; generated: string[]; where: string }> = {
  dataSource: { bases: ["TerraformDataSource", "TerraformMetaArguments"], generated: [], where: "the data source class or its config" },
  provider: { bases: ["TerraformProvider"], generated: [], where: "the provider class" },
  // The output reference declares its value accessor and two private fields.
  struct: {
    bases: ["ComplexObject"],
    generated: ["internalValue", "isEmptyObject", "resolvableValue"],
    where: "the nested block's output reference",
  },
  providerStruct: { bases: [], generated: [], where: "the provider's nested block" },
};

const reservedCache = new Map<CdktfLanding, ReadonlyMap<string, string>>();

/** Reserved property → why, for one landing. */
export function reservedProperties(landing: CdktfLanding): ReadonlyMap<string, string> {
  const hit = reservedCache.get(landing);
  if (hit) return hit;
  const { bases, generated, where } = LANDINGS[landing];
  const out = new Map<string, string>();
  for (const m of OBJECT_PROTOTYPE_MEMBERS) out.set(m, `"${m}" is a member of every JavaScript object`);
  for (const base of bases) {
    for (const m of CDKTF_BASE_MEMBERS[base]) if (!out.has(m)) out.set(m, `"${m}" is a member of cdktf's ${base}, which ${where} extends`);
  }
  for (const m of generated) if (!out.has(m)) out.set(m, `"${m}" is a member the generator declares on ${where}`);
  reservedCache.set(landing, out);
  return out;
}

/** Whether the generated class has companion members (`xInput`, `resetX`, `putX`) beside each getter. */
export function hasCompanions(landing: CdktfLanding): boolean {
  return landing !== "providerStruct";
}
