import { generatorPropertyName } from "../../src/tfgen/emit/cdktf/generator-adapter";
import { CORE_LIBRARIES } from "../../src/tfgen/project/core-library";

/*
 * The generator's own names (codemaker's camelCase, then its escapes), as the schema's preparation predicts them.
 * Answers are kept per flavour and name: asked again, in any order and for either flavour, each is the same.
 */
const EXPECTED: [string, string][] = [
  ["instance_id", "instanceId"],
  ["node", "nodeAttribute"],
  ["get_config", "fetchConfig"],
  ["self", "selfAttribute"],
  ["equals", "equalTo"],
  ["software", "softwareAttribute"],
  ["tf_resource_type", "tfResourceTypeAttribute"],
  ["ipv6_cidr_block", "ipv6CidrBlock"],
  ["a__b", "aB"],
  ["FOO_bar", "fooBar"],
];

test.each(CORE_LIBRARIES)("%s: each name's property, the same when asked again", (flavour) => {
  const first = EXPECTED.map(([tf]) => generatorPropertyName(flavour, tf));
  const again = [...EXPECTED].reverse().map(([tf]) => generatorPropertyName(flavour, tf));
  expect(first).toEqual(EXPECTED.map(([, p]) => p));
  expect(again).toEqual([...EXPECTED].reverse().map(([, p]) => p));
});
