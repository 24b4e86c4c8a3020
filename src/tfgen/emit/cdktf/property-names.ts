/*
 * The CDKTF generator's own naming, called rather than re-implemented, so that what is predicted here is
 * exactly the property the generator will declare: codemaker's camelCase, then the generator's escapes
 * (`node` → `nodeAttribute`, `getFoo` → `fetchFoo`, …), through the version-checked generator adapter.
 */
import { generatorPropertyName } from "./generator-adapter";

/**
 * The property (getter) name the CDKTF generator gives an attribute of this upstream name. CDK Terrain's
 * generator names alike (generation compares the two flavours' names), so CDKTF's answers for both.
 */
export function cdktfPropertyOf(tfName: string): string {
  return generatorPropertyName("cdktf", tfName);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}
