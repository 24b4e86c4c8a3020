/**
 * Property names a CDKTF binding cannot give an attribute: members its classes inherit or declare for
 * themselves. A getter named like one of them either fails to compile (`constructor`, a `toString` getter
 * over the inherited method) or silently changes what the construct does (`provider`, `count`, `dependsOn`).
 *
 * CDKTF_BASE_MEMBERS lists the public and protected members of the cdktf classes a binding extends
 * (TerraformDataSource, TerraformProvider, TerraformMetaArguments, ComplexObject, ComplexList, ComplexMap,
 * MapList) in the pinned cdktf version; test/tfgen/cdktf-reserved.test.ts reads them from cdktf's
 * declarations and fails when this list misses one, so a cdktf upgrade cannot silently reopen the hole.
 */
export const CDKTF_BASE_MEMBERS: readonly string[] = (
  "_elementType _fqn _fqnToken _friendlyUniqueId _logicalIdOverride addOverride alias allWithMapKey cdktfStack " +
  "complexObjectIndex complexObjectIsFromSet computeFqn connection constructNodeMetadata count " +
  "creationStack dependsOn forEach fqn friendlyUniqueId getAnyMapAttribute getBooleanAttribute getBooleanMapAttribute " +
  "getListAttribute getNumberAttribute getNumberListAttribute getNumberMapAttribute getStringAttribute getStringMapAttribute " +
  "interpolationAsList interpolationForAttribute lifecycle metaAttributes node overrideLogicalId provider provisioners " +
  "rawOverrides resetOverrideLogicalId resolve synthesizeAttributes synthesizeHclAttributes terraformAttribute " +
  "terraformGeneratorMetadata terraformMetaArguments terraformProviderSource terraformResource terraformResourceType " +
  "toHclTerraform toMetadata toString toTerraform with wrapsSet"
).split(" ");

/** Members the generated classes declare next to the attribute getters (`get` on every generated list and map). */
const GENERATED_MEMBERS = ["get", "internalValue", "isEmptyObject", "resolvableValue", "tfResourceType", "generateConfigForImport"];

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

export const CDKTF_RESERVED_PROPERTIES: ReadonlySet<string> = new Set([
  ...CDKTF_BASE_MEMBERS,
  ...GENERATED_MEMBERS,
  ...OBJECT_PROTOTYPE_MEMBERS,
]);
