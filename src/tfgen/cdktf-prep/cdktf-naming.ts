/*
 * The CDKTF generator's own naming, called rather than re-implemented, so that what is predicted here is
 * exactly the property the generator will declare: codemaker's camelCase, then the generator's escapes
 * (`node` → `nodeAttribute`, `getFoo` → `fetchFoo`, …). Loaded lazily, like the generator itself.
 */

type NameFn = (name: string) => string;
let fns: { camel: NameFn; escape: NameFn } | undefined;

function load(): { camel: NameFn; escape: NameFn } {
  if (!fns) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { toCamelCase } = require("codemaker") as { toCamelCase: NameFn };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { escapeAttributeName } = require("@cdktf/provider-generator/lib/get/generator/models/attribute-model") as { escapeAttributeName: NameFn };
    fns = { camel: toCamelCase, escape: escapeAttributeName };
  }
  return fns;
}

/** The property (getter) name the CDKTF generator gives an attribute of this upstream name. */
export function cdktfPropertyOf(tfName: string): string {
  const { camel, escape } = load();
  return escape(camel(tfName));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}
