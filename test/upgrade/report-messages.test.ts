import { CLASSIFICATION } from "../../src/tfgen/diff/rules";
import { classifyChanges } from "../../src/tfgen/diff/report";
import type { ChangeKind, RawChange } from "../../src/tfgen/diff/types";

/*
 * The report's sentence for every kind of change, written out: the sentences are built from shared parts (a
 * noun per subject, a verb per change), and a part changed for one kind must not silently reword another.
 */

const SENTENCES: [ChangeKind, Omit<RawChange, "kind">, string][] = [
  ["function-added", { function: "getThing", after: "string" }, "New function `getThing`."],
  ["function-removed", { function: "getThing" }, "Function `getThing` was removed."],
  ["function-deprecated", { function: "getThing", after: "Use something else." }, "Function `getThing` is deprecated: Use something else."],
  ["input-added", { function: "getThing", path: "size", after: "string" }, "New optional argument `size` (string)."],
  ["input-added-required", { function: "getThing", path: "size", after: "string" }, "New required argument `size` (string)."],
  ["input-removed", { function: "getThing", path: "size" }, "Argument `size` was removed."],
  ["input-became-required", { function: "getThing", path: "size" }, "Argument `size` is now required."],
  ["input-became-optional", { function: "getThing", path: "size" }, "Argument `size` is now optional."],
  [
    "input-renamed",
    { function: "getThing", path: "size", before: "oldName", after: "newName" },
    "Documented name changed from `oldName` to `newName`.",
  ],
  [
    "input-name-kept",
    { function: "getThing", path: "size", before: "wouldBeName" },
    "`size` keeps its name through an alias; the naming rules would now give `wouldBeName`.",
  ],
  [
    "input-type-changed",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` changed type from `list‹string›` to `set‹string›`.",
  ],
  [
    "input-list-to-object",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` is now one object (max_items = 1): `list‹string›` → `set‹string›`.",
  ],
  [
    "input-object-to-list",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` is now a list: `list‹string›` → `set‹string›`.",
  ],
  [
    "input-collection-changed",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` changed collection kind: `list‹string›` → `set‹string›`.",
  ],
  ["input-deprecated", { function: "getThing", path: "size", after: "Use something else." }, "`size` is deprecated: Use something else."],
  ["output-added", { function: "getThing", path: "size", after: "string" }, "New result field `size` (string)."],
  ["output-removed", { function: "getThing", path: "size" }, "Result field `size` was removed."],
  ["output-became-optional", { function: "getThing", path: "size" }, "Result field `size` may now be absent."],
  ["output-became-always-present", { function: "getThing", path: "size" }, "Result field `size` is now always present."],
  [
    "output-renamed",
    { function: "getThing", path: "size", before: "oldName", after: "newName" },
    "Documented name changed from `oldName` to `newName`.",
  ],
  [
    "output-name-kept",
    { function: "getThing", path: "size", before: "wouldBeName" },
    "`size` keeps its name through an alias; the naming rules would now give `wouldBeName`.",
  ],
  [
    "output-type-changed",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` changed type from `list‹string›` to `set‹string›`.",
  ],
  [
    "output-list-to-object",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` is now one object (max_items = 1): `list‹string›` → `set‹string›`.",
  ],
  [
    "output-object-to-list",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` is now a list: `list‹string›` → `set‹string›`.",
  ],
  [
    "output-collection-changed",
    { function: "getThing", path: "size", before: "list‹string›", after: "set‹string›" },
    "`size` changed collection kind: `list‹string›` → `set‹string›`.",
  ],
  ["output-deprecated", { function: "getThing", path: "size", after: "Use something else." }, "`size` is deprecated: Use something else."],
  ["config-added", { path: "apiRegion", after: "string" }, "New config variable `apiRegion` (string)."],
  ["config-added-required", { path: "apiRegion", after: "string" }, "New config variable `apiRegion` (string), required upstream."],
  ["config-removed", { path: "apiRegion" }, "Config variable `apiRegion` was removed."],
  ["config-became-required", { path: "apiRegion" }, "Config variable `apiRegion` is now required upstream."],
  ["config-became-optional", { path: "apiRegion" }, "Config variable `apiRegion` is now optional upstream."],
  ["config-renamed", { path: "apiRegion", before: "oldName", after: "newName" }, "Documented name changed from `oldName` to `newName`."],
  [
    "config-name-kept",
    { path: "apiRegion", before: "wouldBeName" },
    "`apiRegion` keeps its name through an alias; the naming rules would now give `wouldBeName`.",
  ],
  [
    "config-type-changed",
    { path: "apiRegion", before: "list‹string›", after: "set‹string›" },
    "`apiRegion` changed type from `list‹string›` to `set‹string›`.",
  ],
  ["config-deprecated", { path: "apiRegion", after: "Use something else." }, "`apiRegion` is deprecated: Use something else."],
  [
    "type-renamed",
    { function: "getThing", path: "items", before: "oldName", after: "newName" },
    "The type of `items` is now named `newName` (was `oldName`).",
  ],
];

test("every kind of change has its sentence written out here", () => {
  expect(SENTENCES.map(([kind]) => kind).sort()).toEqual(Object.keys(CLASSIFICATION).sort());
});

test.each(SENTENCES)("%s: %j is told as %j", (kind, fields, sentence) => {
  expect(classifyChanges([{ kind, ...fields }])[0].message).toBe(sentence);
});
