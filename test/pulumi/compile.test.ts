import { spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { emitPulumiSdkFromModel } from "../../src/tfgen/emit/pulumi";
import { demoCdktfNames, demoModel } from "./support/demo-model";
import { PACKAGES, REPO_ROOT } from "./support/spec";

/*
 * The generated SDKs have to compile under the project's strict tsconfig, both as committed (type-checked
 * together with a program that uses them) and as `npm run build` compiles them (tsconfig.build.json, into a
 * temporary dist/): then the JSON files must be next to the JavaScript, package.json's exports must lead to
 * real files, and the compiled index must still load nothing eagerly.
 */

function configOptions(file: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, file), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`${file}: unreadable`);
  expect(parsed.options.strict).toBe(true);
  return parsed.options;
}

function tsFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsFilesUnder(p) : e.name.endsWith(".ts") ? [p] : [];
  });
}

function problems(program: ts.Program, emitted?: ts.EmitResult): string[] {
  return [...ts.getPreEmitDiagnostics(program), ...(emitted?.diagnostics ?? [])].map((d) => {
    const where = d.file ? `${path.relative(REPO_ROOT, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

test("providers/*/pulumi/**/*.ts and a program using them type-check under the strict tsconfig", () => {
  const sdkFiles = PACKAGES.flatMap((t) => tsFilesUnder(path.join(REPO_ROOT, "providers", t, "pulumi")));
  expect(sdkFiles.length).toBeGreaterThan(21);
  const program = ts.createProgram([...sdkFiles, path.join(__dirname, "fixtures", "usage.ts")], { ...configOptions("tsconfig.json"), noEmit: true });
  expect(problems(program)).toEqual([]);
});

describe("compiled like npm run build", () => {
  let tmp: string;
  beforeAll(() => {
    // A tree shaped like the repository: the real SDKs, the runtime and node_modules linked in, plus the
    // demo package's SDK as emitted, so that it is compiled by the same program.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tflookup-pulumi-build-"));
    fs.mkdirSync(path.join(tmp, "providers"));
    for (const t of PACKAGES) fs.symlinkSync(path.join(REPO_ROOT, "providers", t), path.join(tmp, "providers", t));
    fs.symlinkSync(path.join(REPO_ROOT, "src"), path.join(tmp, "src"));
    fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(tmp, "node_modules"));
    for (const [rel, content] of emitPulumiSdkFromModel(demoModel(), demoCdktfNames())) {
      const file = path.join(tmp, "providers", "demo", rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    const roots = [...PACKAGES, "demo"].flatMap((t) => tsFilesUnder(path.join(tmp, "providers", t, "pulumi")));
    const program = ts.createProgram(roots, {
      ...configOptions("tsconfig.build.json"),
      // The linked folders must count as inside the tree, or their output would land outside outDir.
      preserveSymlinks: true,
      rootDir: tmp,
      outDir: path.join(tmp, "dist"),
      types: ["node"],
      typeRoots: [path.join(REPO_ROOT, "node_modules", "@types")],
    });
    const emitted = program.emit();
    expect(problems(program, emitted)).toEqual([]);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test.each([...PACKAGES, "demo"])("%s: schema.json and metadata.json are copied next to the JavaScript", (type) => {
    // tsc re-indents the JSON it copies; the content is what has to arrive.
    const read = (...p: string[]) => JSON.parse(fs.readFileSync(path.join(tmp, ...p), "utf8"));
    for (const f of ["schema.json", "metadata.json"]) {
      expect(read("dist", "providers", type, "pulumi", f)).toEqual(read("providers", type, "pulumi", f));
    }
  });

  test("package.json exports lead into the compiled tree, JavaScript and declarations", () => {
    const exportsMap = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")).exports;
    const cases: [string, string][] = [
      ["./ibm", ""],
      ["./edgecenter", ""],
      ["./ibm/*", "getAccount"],
      ["./edgecenter/*", "types/output"],
      ["./*", "ibm"],
      ["./*", "edgecenter"],
      ["./providers/*", "edgecenter/pulumi/getFlavor"],
    ];
    for (const [key, sub] of cases) {
      for (const condition of ["types", "default"]) {
        const target: string = exportsMap[key][condition].replace("*", sub);
        expect(target.startsWith("./dist/")).toBe(true);
        expect([key, sub, condition, fs.existsSync(path.join(tmp, target))]).toEqual([key, sub, condition, true]);
      }
    }
  });

  test.each(PACKAGES)("%s: the compiled index loads no function module, and each export resolves when used", (type) => {
    const dir = path.join(tmp, "dist", "providers", type, "pulumi");
    const script = `
      const loaded = () => Object.keys(require.cache).map((k) => require("path").relative(${JSON.stringify(tmp)}, k)).filter((k) => !k.startsWith("node_modules")).sort();
      const sdk = require(${JSON.stringify(dir)});
      const atImport = loaded();
      const kinds = Object.fromEntries(Object.keys(sdk).map((k) => [k, typeof sdk[k]]));
      process.stdout.write(JSON.stringify({ atImport, kinds, afterUse: loaded() }));
    `;
    const r = spawnSync(process.execPath, ["-e", script], { cwd: tmp, encoding: "utf8" });
    expect(r.stderr).toBe("");
    const { atImport, kinds, afterUse } = JSON.parse(r.stdout);
    expect(atImport).toEqual([`dist/providers/${type}/pulumi/index.js`, "dist/src/runtime/invoke/lazy.js"]);
    const fns = Object.keys(kinds).filter((k) => k.startsWith("get"));
    expect(fns.length).toBeGreaterThan(0);
    for (const k of fns) expect([k, kinds[k]]).toEqual([k, "function"]);
    expect(kinds.Provider).toBe("function");
    expect(kinds.config).toBe("object");
    // Touching every export loads the modules, and never json-assets.js, which exists only for tsc.
    expect(afterUse).toContain(`dist/providers/${type}/pulumi/provider.js`);
    expect(afterUse).not.toContain(`dist/providers/${type}/pulumi/json-assets.js`);
  });
});
