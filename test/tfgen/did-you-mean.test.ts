import { didYouMean } from "../../src/runtime/did-you-mean";

const KNOWN = ["IBM-Cloud/ibm", "Edge-Center/edgecenter", "ibm", "edgecenter"];

test.each([
  ["Edge-Center/edgcenter", "Edge-Center/edgecenter"],
  ["edge-center/edgecenter", "Edge-Center/edgecenter"],
  ["IBM-Cloud/ibn", "IBM-Cloud/ibm"],
  ["edgecentre", "edgecenter"],
  ["ibm", undefined],
  ["hashicorp/tls", undefined],
  ["aws", undefined],
  ["Edge-Center/edge", undefined],
])("didYouMean(%j) → %j", (name, expected) => {
  expect(didYouMean(name, KNOWN)).toBe(expected);
});

test("nothing to suggest from nothing", () => {
  expect(didYouMean("ibm", [])).toBeUndefined();
});
