import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import * as ts from "typescript";
import { emitSdkFiles } from "../../src/tfgen/emit/pulumi";
import { demoCdktfNames, demoModel } from "./support/demo-model";
import { PACKAGES, REPO_ROOT } from "./support/spec";

/*
 * The generated SDKs have to compile under the project's strict tsconfig, both as committed (type-checked
 * together with a program that uses them) and compiled with emit (tsconfig.build.json, into a temporary
 * dist/), where the JSON files must land next to the JavaScript. The packages as built and installed are
 * test/packages/consumer.test.ts's subject.
 */

function configOptions(file: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(REPO_ROOT, file),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
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
    const where = d.file
      ? `${path.relative(REPO_ROOT, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : "";
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

test("providers/*/pulumi/**/*.ts and a program using them type-check under the strict tsconfig", () => {
  const sdkFiles = PACKAGES.flatMap((t) => tsFilesUnder(path.join(REPO_ROOT, "providers", t, "pulumi")));
  expect(sdkFiles.length).toBeGreaterThan(21);
  const program = ts.createProgram([...sdkFiles, path.join(__dirname, "fixtures", "usage.ts")], {
    ...configOptions("tsconfig.json"),
    noEmit: true,
  });
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
    for (const [rel, content] of emitSdkFiles(demoModel(), { cdktf: demoCdktfNames() })) {
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
      // The runtime package from the linked sources, so that it is compiled inside this tree too.
      paths: {
        "@tflookup/runtime": [path.join(tmp, "src", "runtime", "index.ts")],
        "@tflookup/runtime/*": [path.join(tmp, "src", "runtime", "*")],
      },
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
});
