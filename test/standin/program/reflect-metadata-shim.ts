/**
 * @peculiar/x509 pulls in tsyringe, which refuses to load without the Reflect
 * metadata API. The reflect-metadata package is not installed, and tsyringe only
 * needs these four calls, so the stand-in carries its own small version.
 * Import this module before @peculiar/x509.
 */
type MetadataTarget = object;
type Key = string | symbol | undefined;

const store = new WeakMap<MetadataTarget, Map<Key, Map<unknown, unknown>>>();

function own(target: MetadataTarget, property: Key, create: boolean): Map<unknown, unknown> | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let entries = byProperty.get(property);
  if (!entries && create) {
    entries = new Map();
    byProperty.set(property, entries);
  }
  return entries;
}

interface ReflectMetadataApi {
  defineMetadata(key: unknown, value: unknown, target: MetadataTarget, property?: Key): void;
  getOwnMetadata(key: unknown, target: MetadataTarget, property?: Key): unknown;
  getMetadata(key: unknown, target: MetadataTarget, property?: Key): unknown;
  hasOwnMetadata(key: unknown, target: MetadataTarget, property?: Key): boolean;
}

const api: ReflectMetadataApi = {
  defineMetadata(key, value, target, property) {
    own(target, property, true)?.set(key, value);
  },
  getOwnMetadata(key, target, property) {
    return own(target, property, false)?.get(key);
  },
  hasOwnMetadata(key, target, property) {
    return own(target, property, false)?.has(key) ?? false;
  },
  getMetadata(key, target, property) {
    for (let t: MetadataTarget | null = target; t !== null; t = Object.getPrototypeOf(t) as MetadataTarget | null) {
      const entries = own(t, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
};

const reflect = Reflect as unknown as Partial<ReflectMetadataApi>;
if (typeof reflect.getMetadata !== "function") Object.assign(Reflect, api);
