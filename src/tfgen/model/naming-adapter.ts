// PROVISIONAL: replaced by the naming module (src/tfgen/naming) once it lands.
function camel(s: string): string {
  return s.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/_/g, "");
}
function plural(s: string): string {
  if (/s$/.test(s)) return /us$/.test(s) ? s + "es" : s;
  if (/[^aeiou]y$/.test(s)) return s.slice(0, -1) + "ies";
  return s + "s";
}
function singular(s: string): string {
  if (/ies$/.test(s)) return s.slice(0, -3) + "y";
  if (/sses$/.test(s)) return s.slice(0, -2);
  return s.replace(/s$/, "");
}
export function functionName(tfType: string, providerType: string): string {
  const rest = tfType.startsWith(providerType + "_") ? tfType.slice(providerType.length + 1) : tfType;
  const c = camel(rest);
  return "get" + c[0].toUpperCase() + c.slice(1);
}
export function token(pkg: string, fn: string): string {
  return `${pkg}:index/${fn}:${fn}`;
}
export function fieldName(tfName: string, o: { pluralize: boolean; siblings: string[]; renameWords: Record<string, string> }): string {
  let n = tfName.split("_").map((w) => o.renameWords[w] ?? w).join("_");
  if (o.pluralize) {
    const p = plural(n);
    if (!o.siblings.includes(p)) n = p;
  }
  return camel(n);
}
export function nestedTypeName(parent: string, field: string): string {
  const s = singular(field);
  return parent + s[0].toUpperCase() + s.slice(1);
}
