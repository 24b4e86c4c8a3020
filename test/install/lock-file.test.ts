/**
 * Reading the lock file: a file in the layout renderLockFile (and Terraform) writes is read without the HCL parser,
 * and means the same as the parser reads it; anything else goes to the parser.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readLockFile, renderLockFile, type LockFile } from "../../src/runtime/install";
import { readRenderedLockFile } from "../../src/runtime/install/lock-file";
import { tempRoot } from "./helpers";

let root: string;
beforeAll(() => (root = tempRoot("tflookup-lock-file-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function file(text: string): string {
  const f = join(root, `lock-${++n}.hcl`);
  writeFileSync(f, text);
  return f;
}

const LOCK: LockFile = new Map([
  [
    "registry.terraform.io/ibm-cloud/ibm",
    { version: "2.5.0", constraints: undefined, hashes: ["h1:Zm9vYmFy+/base64=", "zh:0123abcd", "zh:4567ef"] },
  ],
  ["example.com/acme/toolbox", { version: "0.4.0", constraints: ">= 0.4.0, < 1.0.0", hashes: [] }],
  ["registry.terraform.io/hashicorp/aws", { version: "6.47.0", constraints: "6.47.0", hashes: ["h1:only="] }],
]);

/** The same file with a comment at its end: the same meaning, but not what renderLockFile writes, so parsed. */
const viaParser = async (text: string) => {
  const f = file(`${text}# read by the parser\n`);
  expect(readRenderedLockFile(`${text}# read by the parser\n`)).toBeUndefined();
  return readLockFile(f);
};

describe("readLockFile", () => {
  it("reads what renderLockFile writes without the parser, as the parser reads it", async () => {
    const text = renderLockFile(LOCK);
    const fast = readRenderedLockFile(text);
    expect(fast).toEqual(LOCK);
    expect(await readLockFile(file(text))).toEqual(LOCK);
    expect(await viaParser(text)).toEqual(fast);
  });

  it("reads an empty lock file and a missing one as no entries", async () => {
    expect(readRenderedLockFile(renderLockFile(new Map()))).toEqual(new Map());
    expect(await readLockFile(join(root, "missing.hcl"))).toEqual(new Map());
  });

  it.each([
    ["another layout", (t: string) => t.replace('  version = "2.5.0"', '  version   = "2.5.0"')],
    ["an address spelled in capitals", (t: string) => t.replace("ibm-cloud/ibm", "IBM-Cloud/ibm")],
    ["hashes out of order", (t: string) => t.replace('"zh:0123abcd",\n    "zh:4567ef"', '"zh:4567ef",\n    "zh:0123abcd"')],
    ["a block twice", (t: string) => `${t}\n${t.slice(t.indexOf('provider "example.com'), t.indexOf("}\n") + 2)}`],
    ["a string with an escape", (t: string) => t.replace('"zh:4567ef"', '"zh:4567\\u0065f"')],
    ["a string with a template sequence", (t: string) => t.replace('"zh:4567ef"', '"zh:$${x}"')],
    ["no header", (t: string) => t.slice(t.indexOf("\n\n") + 2)],
    ["a block in another layout after the last", (t: string) => `${t}provider "x/y/z" {\n  version = "1.0.0"\n  hashes = []\n}\n`],
  ])("leaves %s to the parser", async (_, change) => {
    const text = change(renderLockFile(LOCK));
    expect(readRenderedLockFile(text)).toBeUndefined();
    // The parser's reading stands, whatever it is.
    const parsed = await readLockFile(file(text));
    expect(parsed.size).toBeGreaterThan(0);
  });

  it("does not load the HCL parser for a file renderLockFile wrote", async () => {
    const parse = jest.fn();
    let read: LockFile | undefined;
    jest.doMock("@cdktf/hcl2json", () => ({ parse }));
    await jest.isolateModulesAsync(async () => {
      const lockFile = await import("../../src/runtime/install/lock-file");
      read = await lockFile.readLockFile(file(renderLockFile(LOCK)));
      await expect(lockFile.readLockFile(file(`${renderLockFile(LOCK)}# edited\n`))).rejects.toThrow();
    });
    jest.dontMock("@cdktf/hcl2json");
    expect(read).toEqual(LOCK);
    // Called once: for the edited file only.
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
