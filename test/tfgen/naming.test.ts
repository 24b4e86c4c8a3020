import {
  camelCaseTf,
  dataSourceFunctionName,
  dataSourceToken,
  FieldShape,
  functionToken,
  nestedTypeName,
  pascalCaseToken,
  pluralize,
  pulumiFieldName,
  renameSegments,
  resolveCollisions,
  singularize,
  titleCase,
} from "../../src/tfgen/naming";
import { nameObjectFields } from "../../src/tfgen/model/naming-adapter";

// Expected inflections were produced by a differential oracle: the same rule facts run through Go's
// own regexp package (RE2 semantics, Go replacement templates), compared on ~17,800 words.
describe("pluralize (bridge inflector)", () => {
  test.each([
    // regular endings
    ["address", "addresses"],
    ["glass", "glasses"],
    ["box", "boxes"],
    ["church", "churches"],
    ["bush", "bushes"],
    ["policy", "policies"],
    ["query", "queries"],
    ["day", "days"],
    ["key", "keys"],
    ["wife", "wives"],
    ["knife", "knives"],
    ["wolf", "wolves"],
    ["roof", "roofs"],
    ["analysis", "analyses"],
    ["crisis", "crises"],
    ["axis", "axes"],
    ["datum", "data"],
    ["medium", "media"],
    ["index", "indices"],
    ["matrix", "matrices"],
    ["vertex", "vertices"],
    ["quiz", "quizzes"],
    ["tomato", "tomatoes"],
    ["photo", "photos"],
    ["mouse", "mice"],
    // -us
    ["status", "statuses"],
    ["bus", "buses"],
    ["campus", "campuses"],
    ["previous", "previouses"],
    ["virus", "viri"],
    ["cactus", "cacti"],
    ["alias", "aliases"],
    // irregular
    ["person", "people"],
    ["child", "children"],
    ["man", "men"],
    ["ox", "oxen"],
    ["tooth", "teeth"],
    ["foot", "feet"],
    ["goose", "geese"],
    ["cookie", "cookies"],
    ["money", "monies"],
    ["octopus", "octopuses"],
    ["potato", "potatoes"],
    ["hero", "heroes"],
    // uninflected
    ["sheep", "sheep"],
    ["fish", "fish"],
    ["deer", "deer"],
    ["news", "news"],
    ["series", "series"],
    ["species", "species"],
    ["equipment", "equipment"],
    ["information", "information"],
    ["rice", "rice"],
    ["moose", "moose"],
    ["social_media", "social_media"],
    ["sea bass", "sea bass"],
    ["people", "people"],
    // already plural (a trailing lower-case "s" is kept)
    ["tags", "tags"],
    ["rules", "rules"],
    ["addresses", "addresses"],
    ["boot_volumes", "boot_volumes"],
    ["IPs", "IPs"],
    // snake_case names inflect on their last word
    ["metadata_read_only", "metadata_read_onlies"],
    ["security_group", "security_groups"],
    ["route_guid", "route_guids"],
    ["metadata", "metadatas"],
    ["first", "firsts"],
    ["next", "nexts"],
    ["interface", "interfaces"],
    // the odd ones (upstream quirks, kept on purpose)
    ["human", "humen"],
    ["woman", "women"],
    ["leaf", "leafs"],
    ["chief", "chieves"],
    ["safe", "saves"],
    ["hive", ""],
    ["archive", "arc"],
    ["IDS", "IDSs"],
    // irregulars match whole words only: "_" is a word character, "-" is not
    ["dairy_cow", "dairy_cows"],
    ["big-cow", "big-bows"],
    // mixed case: irregulars keep the input's first character, then the table's spelling
    ["Person", "People"],
    ["PERSON", "People"],
    ["COW", "Cows"],
    ["Status", "Statuses"],
    ["", ""],
  ])("%j -> %j", (word, plural) => {
    expect(pluralize(word)).toBe(plural);
  });
});

describe("singularize (bridge inflector)", () => {
  test.each([
    ["addresses", "address"],
    ["glasses", "glass"],
    ["boxes", "box"],
    ["churches", "church"],
    ["policies", "policy"],
    ["queries", "query"],
    ["days", "day"],
    ["keys", "key"],
    ["wives", "wife"],
    ["knives", "knife"],
    ["wolves", "wolf"],
    ["roofs", "roof"],
    ["analyses", "analysis"],
    ["bases", "basis"],
    ["crises", "crisis"],
    ["data", "datum"],
    ["indices", "index"],
    ["matrices", "matrix"],
    ["vertices", "vertex"],
    ["quizzes", "quiz"],
    ["tomatoes", "tomato"],
    ["mice", "mouse"],
    ["statuses", "status"],
    ["buses", "bus"],
    ["viruses", "virus"],
    ["viri", "virus"],
    ["campuses", "campus"],
    ["aliases", "alias"],
    ["people", "person"],
    ["PEOPLE", "Person"],
    ["children", "child"],
    ["men", "man"],
    ["women", "woman"],
    ["oxen", "ox"],
    ["teeth", "tooth"],
    ["feet", "foot"],
    ["geese", "goose"],
    ["cookies", "cookie"],
    ["monies", "money"],
    ["heroes", "hero"],
    ["movies", "movie"],
    ["shoes", "shoe"],
    ["curves", "curve"],
    ["waves", "wave"],
    ["objectives", "objective"],
    ["bureaus", "bureau"],
    ["FoodMenus", "FoodMenu"],
    ["Causes", "Cause"],
    ["sheep", "sheep"],
    ["news", "news"],
    ["series", "series"],
    ["media", "media"],
    // already singular
    ["address", "address"],
    ["business", "business"],
    ["status", "status"],
    // camelCase Pulumi names, as tfgen passes them
    ["accountUsers", "accountUser"],
    ["metadataReadOnlies", "metadataReadOnly"],
    ["metadatas", "metadata"],
    ["features", "feature"],
    ["rules", "rule"],
    ["nets", "net"],
    ["flavors", "flavor"],
    ["traits", "trait"],
    ["interfaces", "interface"],
    ["securityGroups", "securityGroup"],
    // the odd ones
    ["previouses", "previouse"],
    ["leaves", "leafe"],
    ["hives", "hife"],
    ["archives", "archife"],
    ["drives", "drife"],
    ["oxen_pens", "ox_pens"],
    ["taxes_faxes", "tax_fax"],
    ["", ""],
  ])("%j -> %j", (word, singular) => {
    expect(singularize(word)).toBe(singular);
  });
});

describe("inflector profiles", () => {
  test.each([
    ["ContentCaches", "ContentCache", "ContentCach"],
    ["caches", "cache", "cach"],
    ["parentheses", "parenthesis", "parenthepsis"],
    ["addresses", "address", "address"],
  ])("singularize(%j): current bridge %j, old gedex build %j", (word, current, old) => {
    expect(singularize(word, "pulumi-v0.2.1")).toBe(current);
    expect(singularize(word, "gedex-16278e9")).toBe(old);
    expect(singularize(word)).toBe(current);
  });

  test.each(["caches", "previous", "hive", "person"])("pluralize(%j) is the same in both", (word) => {
    expect(pluralize(word, "gedex-16278e9")).toBe(pluralize(word, "pulumi-v0.2.1"));
  });
});

describe("camelCaseTf (property casing)", () => {
  test.each([
    ["org_guid", "orgGuid"],
    ["ibmcloud_api_key", "ibmcloudApiKey"],
    ["eu_supported", "euSupported"],
    ["ipv4_address", "ipv4Address"],
    ["instance_id_attached_to", "instanceIdAttachedTo"],
    ["foo_1bar", "foo1bar"],
    ["foo_Bar", "fooBar"],
    ["instanceV2", "instanceV2"],
    ["foo__bar", "fooBar"],
    ["_id", "_id"],
    ["__foo_bar", "__fooBar"],
    ["foo_", "foo_"],
    ["foo__", "foo_"],
    ["_", "__"],
    ["id", "id"],
    ["", ""],
  ])("%j -> %j", (tf, camel) => {
    expect(camelCaseTf(tf)).toBe(camel);
  });

  test("upper=true also capitalises the first letter", () => {
    expect(camelCaseTf("app_config", true)).toBe("AppConfig");
    expect(camelCaseTf("_app", true)).toBe("_app");
  });
});

describe("pascalCaseToken and titleCase", () => {
  test.each([
    ["app_config_integration_kms", "AppConfigIntegrationKms"],
    ["instanceV2", "InstanceV2"],
    ["floatingip", "Floatingip"],
    ["dns_secondary_zones", "DnsSecondaryZones"],
    ["_foo_", "Foo"],
    ["foo-bar_baz", "FooBarBaz"],
    ["ipv4_2nd", "Ipv42nd"],
  ])("pascalCaseToken(%j) -> %j", (tf, pascal) => {
    expect(pascalCaseToken(tf)).toBe(pascal);
  });

  test.each([
    ["accountUser", "AccountUser"],
    ["previouse", "Previouse"],
    ["_foo", "_Foo"],
    ["4xx", "4Xx"],
    ["foo_bar", "Foo_bar"],
    ["a.b", "A.b"],
    ["a..b", "A..B"],
    ["a-b", "A-B"],
    ["ß_x", "Ss_x"],
  ])("titleCase(%j) -> %j", (name, title) => {
    expect(titleCase(name)).toBe(title);
  });
});

describe("data source tokens", () => {
  test.each([
    ["ibm", "ibm_app_config_integration_kms", "ibm:index/getAppConfigIntegrationKms:getAppConfigIntegrationKms"],
    ["ibm", "ibm_account", "ibm:index/getAccount:getAccount"],
    ["edgecenter", "edgecenter_instanceV2", "edgecenter:index/getInstanceV2:getInstanceV2"],
    ["edgecenter", "edgecenter_floatingip", "edgecenter:index/getFloatingip:getFloatingip"],
  ])("%s / %s -> %s", (provider, tfType, token) => {
    expect(dataSourceToken(provider, provider, tfType)).toBe(token);
  });

  test("the package name may differ from the provider prefix", () => {
    expect(dataSourceToken("cloud", "ibm", "ibm_account_info")).toBe("cloud:index/getAccountInfo:getAccountInfo");
  });

  test("renames and explicit overrides", () => {
    expect(dataSourceFunctionName("ibm", "ibm_softlayer_thing", { renameWords: { softlayer: "legacy_b" } })).toBe("getLegacyBThing");
    expect(dataSourceFunctionName("ibm", "ibm_account", { overrides: { ibm_account: "getCfAccount" } })).toBe("getCfAccount");
    expect(functionToken("p", "GetX")).toBe("p:index/getX:getX");
  });

  test.each(["gcore_instance", "edgecenter_", "edgecenterinstance"])("%j without the prefix throws", (tfType) => {
    expect(() => dataSourceFunctionName("edgecenter", tfType)).toThrow(/prefix "edgecenter_"/);
  });
});

const list: FieldShape = { collection: "list" };
const set: FieldShape = { collection: "set" };
const scalar: FieldShape = {};

describe("pulumiFieldName", () => {
  test.each<[string, FieldShape, string]>([
    ["previous", list, "previouses"],
    ["first", list, "firsts"],
    ["last", list, "lasts"],
    ["next", list, "nexts"],
    ["metadata", list, "metadatas"],
    ["include", list, "includes"],
    ["status", list, "statuses"],
    ["address", list, "addresses"],
    ["policy", list, "policies"],
    ["tags", set, "tags"],
    ["account_users", list, "accountUsers"],
    ["metadata_read_only", list, "metadataReadOnlies"],
    ["route_guid", set, "routeGuids"],
    ["service_instance_guid", set, "serviceInstanceGuids"],
    ["security_group", list, "securityGroups"],
    ["volume", set, "volumes"],
    ["interface", list, "interfaces"],
    ["net", list, "nets"],
    ["rules", list, "rules"],
    ["segments", list, "segments"],
    ["features", list, "features"],
    ["availability_zones", list, "availabilityZones"],
    ["all_security_group_ids", set, "allSecurityGroupIds"],
    ["boot_volumes", list, "bootVolumes"],
    // not array-shaped: no plural
    ["metadata", { collection: "map" }, "metadata"],
    ["status", scalar, "status"],
    ["address", { collection: "list", maxItems: 1 }, "address"],
    ["address", { collection: "list", maxItems: 2 }, "addresses"],
    ["address", { collection: "list", maxItems: 1, maxItemsOne: false }, "addresses"],
    ["address", { collection: "set", maxItemsOne: true }, "address"],
    ["org_guid", scalar, "orgGuid"],
  ])("%j (%j) -> %j", (tf, shape, pulumi) => {
    expect(pulumiFieldName(tf, { [tf]: shape })).toBe(pulumi);
  });

  test("a list field keeps its singular name when the plural is a sibling's Terraform name", () => {
    const siblings = { rule: list, rules: list, key: list, keys: scalar, policy: list };
    expect(pulumiFieldName("rule", siblings)).toBe("rule");
    expect(pulumiFieldName("rules", siblings)).toBe("rules");
    expect(pulumiFieldName("key", siblings)).toBe("key");
    expect(pulumiFieldName("policy", siblings)).toBe("policies");
  });

  test("…unless that sibling is explicitly renamed out of the way", () => {
    const siblings = { key: list, keys: scalar };
    expect(pulumiFieldName("key", siblings, { overrides: { keys: "keyCount" } })).toBe("keys");
    expect(pulumiFieldName("key", siblings, { overrides: { keys: "keys" } })).toBe("key");
  });

  test.each([
    ["linked_softlayer_account", scalar, "linkedLegacyBAccount"],
    ["ibmcloud_api_key", scalar, "cloudApiKey"],
    ["bluemix_timeout", scalar, "legacyATimeout"],
    ["edgecenter_cloud_api", scalar, "providerCloudApi"],
    ["softlayer", list, "legacyBs"],
    ["softlayers", list, "softlayers"],
    ["my_edgecenters_api", scalar, "myEdgecentersApi"],
  ] as Array<[string, FieldShape, string]>)("renameWords: %j -> %j", (tf, shape, pulumi) => {
    const renameWords = { softlayer: "legacy_b", ibmcloud: "cloud", bluemix: "legacy_a", edgecenter: "provider" };
    expect(pulumiFieldName(tf, { [tf]: shape }, { renameWords })).toBe(pulumi);
  });

  test("explicit overrides win over renames and pluralisation", () => {
    const options = { renameWords: { softlayer: "legacy_b" }, overrides: { softlayer_keys: "slKeys", rule: "rule" } };
    expect(pulumiFieldName("softlayer_keys", { softlayer_keys: list }, options)).toBe("slKeys");
    expect(pulumiFieldName("rule", { rule: list }, options)).toBe("rule");
  });

  test("only an unflattened list or set is pluralised", () => {
    expect(pulumiFieldName("item", {})).toBe("item");
    expect(pulumiFieldName("item", { item: { collection: "set", maxItems: 0 } })).toBe("items");
    expect(pulumiFieldName("item", { item: { collection: "map" } })).toBe("item");
  });

  test("renameSegments replaces whole segments only", () => {
    expect(renameSegments("softlayer_softlayers_xsoftlayer", { softlayer: "legacy_b" })).toBe("legacy_b_softlayers_xsoftlayer");
    expect(renameSegments("constructor_id", {})).toBe("constructor_id");
  });
});

describe("nestedTypeName", () => {
  test.each([
    ["getAccount", "accountUsers", true, "getAccountAccountUser"],
    ["getAppConfigEnvironments", "previouses", true, "getAppConfigEnvironmentsPreviouse"],
    ["getFloatingip", "metadataReadOnlies", true, "getFloatingipMetadataReadOnly"],
    ["getAppConfigCollectionsCollection", "features", true, "getAppConfigCollectionsCollectionFeature"],
    ["getAppConfigFeatureSegmentRule", "rules", true, "getAppConfigFeatureSegmentRuleRule"],
    ["getInstanceAddress", "nets", true, "getInstanceAddressNet"],
    ["getInstance", "addresses", true, "getInstanceAddress"],
    ["getInstanceV2", "interfaces", true, "getInstanceV2Interface"],
    ["getFlavor", "flavors", true, "getFlavorFlavor"],
    ["getAccountInfo", "traits", true, "getAccountInfoTrait"],
    ["getInstance", "metadatas", true, "getInstanceMetadata"],
    // flattened (MaxItems=1) or map-of-object properties are not singularised
    ["getThing", "settings", false, "getThingSettings"],
    ["getThing", "rule", true, "getThingRule"],
  ])("%s + %s (collection=%s) -> %s", (parent, prop, collection, name) => {
    expect(nestedTypeName(parent, prop, { collection })).toBe(name);
  });

  test("the old inflector build is selectable", () => {
    expect(nestedTypeName("getCdn", "contentCaches", { collection: true, inflector: "gedex-16278e9" })).toBe("getCdnContentCach");
    expect(nestedTypeName("getCdn", "contentCaches", { collection: true })).toBe("getCdnContentCache");
  });
});

describe("resolveCollisions", () => {
  test("the first Terraform name in code-unit order keeps the name; the other gets its own TF name", () => {
    const { pairs, resolutions } = resolveCollisions([
      { tf: "foo_bar", pulumi: "fooBar" },
      { tf: "fooBar", pulumi: "fooBar" },
      { tf: "baz", pulumi: "baz" },
    ]);
    expect(pairs).toEqual([
      { tf: "baz", pulumi: "baz" },
      { tf: "fooBar", pulumi: "fooBar" },
      { tf: "foo_bar", pulumi: "foo_bar" },
    ]);
    expect(resolutions).toEqual([{ wanted: "fooBar", keptBy: "fooBar", tf: "foo_bar", assigned: "foo_bar" }]);
  });

  test("the result does not depend on input order", () => {
    const input = [
      { tf: "a_b", pulumi: "aB" },
      { tf: "aB", pulumi: "aB" },
      { tf: "a__b", pulumi: "aB" },
      { tf: "c", pulumi: "c" },
    ];
    const forward = resolveCollisions(input);
    const backward = resolveCollisions([...input].reverse());
    expect(backward).toEqual(forward);
    expect(forward.resolutions.map((r) => r.assigned)).toEqual(["a__b", "a_b"]);
  });

  test("a verbatim name that is already wanted by another field gets a numeric suffix", () => {
    const { pairs, resolutions } = resolveCollisions([
      { tf: "x", pulumi: "dup" },
      { tf: "y", pulumi: "dup" },
      { tf: "z", pulumi: "y" },
    ]);
    expect(pairs).toEqual([
      { tf: "x", pulumi: "dup" },
      { tf: "y", pulumi: "y_2" },
      { tf: "z", pulumi: "y" },
    ]);
    expect(resolutions).toEqual([{ wanted: "dup", keptBy: "x", tf: "y", assigned: "y_2" }]);
  });

  test("no collisions, no resolutions", () => {
    expect(resolveCollisions([{ tf: "a", pulumi: "a" }]).resolutions).toEqual([]);
  });

  test("the same Terraform name twice is a caller bug", () => {
    expect(() =>
      resolveCollisions([
        { tf: "a", pulumi: "a" },
        { tf: "a", pulumi: "b" },
      ]),
    ).toThrow(/proposed twice/);
  });
});

describe("nameObjectFields (what the model names each object with)", () => {
  const fields = (shapes: Record<string, FieldShape>, explicit: Record<string, string> = {}) =>
    Object.entries(shapes).map(([tfName, shape]) => ({ tfName, shape, explicit: explicit[tfName] }));
  const named = (r: { names: Map<string, string> }) => Object.fromEntries([...r.names].sort(([a], [b]) => (a < b ? -1 : 1)));

  test("names a whole object and reports camelCase collisions", () => {
    const r = nameObjectFields(fields({ foo_bar: scalar, fooBar: scalar, rule: list, rules: list }), {});
    expect(named(r)).toEqual({ fooBar: "fooBar", foo_bar: "foo_bar", rule: "rule", rules: "rules" });
    expect(r.resolutions).toEqual(['"foo_bar" and "fooBar" both name "fooBar"; "foo_bar" is named "foo_bar"']);
  });

  test("a plural that lands on a sibling's camelCase name is resolved, not dropped", () => {
    // The bridge only checks the plural against sibling *Terraform* names ("foo_bars"), so it misses
    // a camelCase-named sibling "fooBars".
    expect(pulumiFieldName("foo_bar", { foo_bar: list, fooBars: scalar })).toBe("fooBars");
    const r = nameObjectFields(fields({ foo_bar: list, fooBars: scalar }), {});
    expect(named(r)).toEqual({ fooBars: "fooBars", foo_bar: "foo_bar" });
    expect(r.resolutions).toEqual(['"foo_bar" and "fooBars" both name "fooBars"; "foo_bar" is named "foo_bar"']);
  });

  test("rename words apply before pluralising", () => {
    expect(
      named(nameObjectFields(fields({ security_group: list, vm_state: scalar, linked_softlayer: list }), { softlayer: "legacy_b" })),
    ).toEqual({
      linked_softlayer: "linkedLegacyBs",
      security_group: "securityGroups",
      vm_state: "vmState",
    });
  });

  test("two explicit names that clash are reported too", () => {
    const r = nameObjectFields(fields({ a: scalar, b: scalar }, { a: "same", b: "same" }), {});
    expect(r.resolutions).toEqual(['"b" and "a" both name "same"; "b" is named "b"']);
  });
});
