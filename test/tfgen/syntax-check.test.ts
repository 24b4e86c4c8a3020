import { readProjectPackage } from "../../src/tfgen/emit/package/project-package";
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import * as path from "node:path";
import * as ts from "typescript";
import type { ProviderEmitter } from "../../src/tfgen/emit/context";
import { EMITTERS, NAMED_FILE } from "../../src/tfgen/emit/emitters";
import { NamingError } from "../../src/tfgen/model/naming-error";
import { generateProvider, generateProviderWithNotes } from "../../src/tfgen/pipeline/generate";
import { loadProviderInputs } from "../../src/tfgen/schema/provider-inputs";
import { checkSyntax, GeneratedSyntaxError, parseDiagnostics, syntaxParser, syntaxProblems } from "../../src/tfgen/pipeline/syntax-check";
import { startSyntaxCheck, SyntaxCheck } from "../../src/tfgen/pipeline/generation-worker";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { REPO_ROOT } from "../support/project";

/* Every run parses what it emitted before anything is written (the strict compile is the tests' job). */

test("a tree that parses passes; JSON and other files are not parsed as TypeScript", () => {
  expect(() =>
    checkSyntax(
      new Map([
        ["a.ts", "export const a: number = 1;\n"],
        // A name declared twice is no syntax error (the checker's, in the tests' strict compile).
        ["twice.ts", "export const a = 1;\nexport const a = 2;\n"],
        ["b.json", "{ not json either"],
      ]),
      "p",
    ),
  ).not.toThrow();
});

test("a file that does not parse fails the check, naming the file, line and column of each problem", () => {
  const tree = new Map([
    ["ok.ts", "export interface X { readonly a?: string }\n"],
    ["data-x/index.ts", "export interface X {\n  readonly 2fa?: string;\n}\n"],
    ["pulumi/getX.ts", 'export const s = "unterminated;\n'],
  ]);
  let err: unknown;
  try {
    checkSyntax(tree, "Acme/x@1.0.0");
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(GeneratedSyntaxError);
  const message = (err as Error).message;
  expect(message).toMatch(/^Acme\/x@1\.0\.0: generated code does not parse \(nothing was written\):/);
  expect(message).toMatch(/\n {2}data-x\/index\.ts:2:\d+: /);
  expect(message).toMatch(/\n {2}pulumi\/getX\.ts:1:\d+: Unterminated string literal/);
  expect(message).not.toContain("ok.ts");
});

test.each<[string, string, RegExp]>([
  ["an unterminated string", 'export const s = "unterminated;\n', /^x\.ts:1:\d+: Unterminated string literal/],
  // A `*/` that a doc comment spliced in from a description ends the comment early: the rest is read as code.
  [
    "a `*/` inside a doc comment followed by code",
    "/**\n * matches a*/b\n */\nexport class A {}\n",
    /^x\.ts:3:3: Unterminated regular expression/,
  ],
  ["a name that is no identifier spliced into a declaration", "export interface X {\n  readonly 2fa?: string;\n}\n", /^x\.ts:2:\d+: /],
  ["an unbalanced brace", "export class A {\n  m() {\n    return 1;\n}\n", /^x\.ts:5:1: '}' expected/],
  ["a stray token in a class body", "export class A {\n  x = 1;\n  ) \n}\n", /^x\.ts:3:3: Unexpected token/],
  ["a property without a separator in a type", "export type T = { a: string b: number };\n", /^x\.ts:1:\d+: ';' expected/],
])("the check rejects %s", (_, text, problem) => {
  const problems = syntaxProblems([["x.ts", text]]).map((p) => p.trim());
  expect(problems.length).toBeGreaterThan(0);
  expect(problems[0]).toMatch(problem);
});

test("outside Jest (whose registry cannot require an ES module), oxc decides, and TypeScript words the problems", () => {
  // A child Node process, as generation runs: the check's module loaded by tsx, oxc-parser by Node's own require.
  const cases: [string, string][] = [
    ["ok.ts", "export class A { m?(): void; static readonly x = 'y'; }\n"],
    ["string.ts", 'export const s = "unterminated;\n'],
    ["brace.ts", "export class A {\n  m() {\n    return 1;\n}\n"],
    ["doc.ts", "/**\n * matches a*/b\n */\nexport class A {}\n"],
    ["name.ts", "export interface X {\n  readonly 2fa?: string;\n}\n"],
    ["stray.ts", "export class A {\n  x = 1;\n  ) \n}\n"],
    // TypeScript's parser leaves this to its checker; oxc rejects it while parsing: oxc's own words are given.
    ["getter.ts", "export class A { get x(a) { return 1; } }\n"],
    // A name declared twice is no syntax error: it passes.
    ["twice.ts", "export const a = 1;\nexport const a = 2;\n"],
  ];
  const script = [
    `const c = require(${JSON.stringify(path.join(REPO_ROOT, "src/tfgen/pipeline/syntax-check.ts"))});`,
    `const cases = ${JSON.stringify(cases)};`,
    "console.log(JSON.stringify({ parser: c.syntaxParser(), problems: c.syntaxProblems(cases).map((p) => p.trim()) }));",
  ].join("\n");
  const run = spawnSync(process.execPath, ["-r", "tsx/cjs", "-e", script], { cwd: REPO_ROOT, encoding: "utf8" });
  expect(run.stderr).toBe("");
  const { parser, problems } = JSON.parse(run.stdout) as { parser: string; problems: string[] };
  expect(parser).toBe("oxc");
  // The first problem of each file that does not parse, in the files' order.
  const first = problems.filter((p, i) => i === 0 || p.split(":")[0] !== problems[i - 1].split(":")[0]);
  expect(first).toEqual([
    expect.stringMatching(/^string\.ts:1:\d+: Unterminated string literal\.$/),
    "brace.ts:5:1: '}' expected.",
    expect.stringMatching(/^doc\.ts:3:3: Unterminated regular expression/),
    expect.stringMatching(/^name\.ts:2:\d+: /),
    expect.stringMatching(/^stray\.ts:3:3: Unexpected token/),
    "getter.ts:1:23: A 'get' accessor must not have any formal parameters.",
  ]);
  // Jest's own require cannot load it: here TypeScript decides every file, as wherever oxc is missing.
  expect(syntaxParser()).toBe("typescript");
});

test("generation runs the check on everything the emitters wrote", () => {
  // An emitter that splices a bad name into code, as a naming bug would.
  const broken: ProviderEmitter = () => new Map([["pulumi/broken.ts", "export const 2fa = 1;\n"]]);
  const target = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === "edgecenter")!;
  expect(() =>
    generateProvider(loadProviderInputs(REPO_ROOT, target), { project: readProjectPackage(REPO_ROOT), emitters: [...EMITTERS, broken] }),
  ).toThrow(/pulumi\/broken\.ts:1:\d+/);
});

test("with a TypeScript that keeps no parse diagnostics on a SourceFile, the public Program path still finds them", () => {
  const parse = (text: string) => {
    const sf = ts.createSourceFile("x.ts", text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
    delete (sf as { parseDiagnostics?: unknown }).parseDiagnostics;
    return parseDiagnostics(sf);
  };
  const text = "export const = 1;\n";
  const messages = (ds: readonly ts.Diagnostic[]) => ds.map((d) => `${d.start}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
  const kept = parseDiagnostics(ts.createSourceFile("x.ts", text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS));
  expect(messages(kept)).toContain("13: Variable declaration expected.");
  // The same problems, whichever way they were found.
  expect(messages(parse(text))).toEqual(messages(kept));
  expect(parse("export const a = 1;\n")).toEqual([]);
});

describe("the check beside generation (generation-worker.ts)", () => {
  const batches: [string, string][][] = [
    [
      ["a.ts", "export const a = 1;\n"],
      ["b.ts", "export const 2b = 1;\n"],
      ["c.json", "{"],
    ],
    [["pulumi/d.ts", 'export const d = "x;\n']],
  ];
  const run = (check: SyntaxCheck) => {
    for (const b of batches) check.add(b);
    try {
      check.finish("Acme/x@1.0.0");
    } catch (e) {
      return e as Error;
    }
    return undefined;
  };

  test("answers as the check on the main thread does, batches in the order they were added", () => {
    const inThread = run(new SyntaxCheck(undefined));
    const check = startSyntaxCheck(true);
    const beside = run(check);
    // On one core there is no thread: everything is parsed on the main thread.
    expect(check.answeredBeside).toBe(availableParallelism() > 1 ? 2 : 0);
    expect(inThread).toBeInstanceOf(GeneratedSyntaxError);
    expect(beside).toBeInstanceOf(GeneratedSyntaxError);
    expect(beside!.message).toBe(inThread!.message);
    // Ended again (the pipeline does, before the swap and on failure), the same answer.
    expect(() => check.finish("Acme/x@1.0.0")).toThrow(beside!.message);
    expect(check.answeredBeside).toBe(availableParallelism() > 1 ? 2 : 0);
    expect(beside!.message.indexOf("b.ts:1:")).toBeLessThan(beside!.message.indexOf("pulumi/d.ts:1:"));
    const direct = (() => {
      try {
        checkSyntax(new Map(batches.flat()), "Acme/x@1.0.0");
      } catch (e) {
        return (e as Error).message;
      }
      return "parsed";
    })();
    expect(beside!.message).toBe(direct);
  });

  test("a file added again counts with its last text only; files that are not TypeScript are not parsed", () => {
    for (const check of [new SyntaxCheck(undefined), startSyntaxCheck(true)]) {
      check.add([
        ["a.ts", "export const a = ;\n"],
        ["b.ts", "export const 2b = 1;\n"],
        ["c.md", "not code"],
      ]);
      // Added again with other text: only this text counts.
      check.add([
        ["b.ts", "export const b = 1;\n"],
        ["d.ts", "export const d = ;\n"],
      ]);
      let message = "";
      try {
        check.finish("p");
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message.split("\n").slice(1)).toEqual([
        expect.stringMatching(/^ {2}a\.ts:1:\d+: /),
        expect.stringMatching(/^ {2}d\.ts:1:\d+: /),
      ]);
    }
  });

  test("the SDK built beside the generator is the one built on the main thread, file for file and in order", () => {
    const project = readProjectPackage(REPO_ROOT);
    for (const target of readProjectConfig(REPO_ROOT).providers) {
      const inputs = loadProviderInputs(REPO_ROOT, target);
      // With `worker` the thread builds the SDK; without, each emitter runs here.
      const beside = generateProviderWithNotes(inputs, { project, worker: true });
      const here = generateProviderWithNotes(inputs, { project, emitters: [...EMITTERS] });
      expect([...beside.files]).toEqual([...here.files]);
      expect(beside.notes).toEqual(here.notes);

      const context = { project, coreLibraries: ["cdktf"] as const };
      const check = startSyntaxCheck(true);
      const job = check.startSdk({ inputs, context });
      const sdk = job?.result();
      if (availableParallelism() > 1) {
        // Every file but the one that needs the generator's names, which the main thread renders.
        expect(sdk?.files.filter(([, text]) => text === undefined).map(([rel]) => rel)).toEqual([NAMED_FILE]);
        expect(sdk?.files.map(([rel, text]) => [rel, text ?? here.files.get(rel)])).toEqual(
          [...here.files].filter(([rel]) => sdk?.files.some(([r]) => r === rel)),
        );
        expect(sdk?.problems.every((p) => p.length === 0)).toBe(true);
      } else expect(job).toBeUndefined();
      check.finish("p");
    }
  });

  test("a model that fails in the thread fails the same way as on the main thread, with nothing returned", () => {
    const target = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === "edgecenter")!;
    const inputs = loadProviderInputs(REPO_ROOT, target);
    const attrs = inputs.pinned.schema.provider.block.attributes!;
    attrs.delete = { type: "string", optional: true, description_kind: "plain" };
    const project = readProjectPackage(REPO_ROOT);
    const check = startSyntaxCheck(true);
    expect(check.startSdk({ inputs, context: { project, coreLibraries: ["cdktf"] } })?.result()).toBeUndefined();
    check.finish("p");
    const failure = (emitters: readonly ProviderEmitter[]) => {
      try {
        generateProviderWithNotes(inputs, { project, emitters });
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const beside = failure(EMITTERS);
    expect(beside).toBeInstanceOf(NamingError);
    expect(beside).toEqual(failure([...EMITTERS]));
    expect((beside as NamingError).message).toBe((failure([...EMITTERS]) as NamingError).message);
  });

  test("two checks under way at once (a provider's still parsing while the next one's runs) each get their own answers", () => {
    const first = startSyntaxCheck(true);
    const second = startSyntaxCheck(true);
    first.add([["one.ts", "export const 1a = 1;\n"]]);
    second.add([["two.ts", "export const 2b = 1;\n"]]);
    first.add([["three.ts", "export const c = ;\n"]]);
    const failure = (check: SyntaxCheck) => {
      try {
        check.finish("p");
      } catch (e) {
        // The files named, in the order of their problems.
        return [
          ...new Set(
            (e as Error).message
              .split("\n")
              .slice(1)
              .map((line) => line.trim().split(":")[0]),
          ),
        ];
      }
      return [];
    };
    // The second ends first: the first's answers, read meanwhile, are kept for it.
    expect(failure(second)).toEqual(["two.ts"]);
    expect(failure(first)).toEqual(["one.ts", "three.ts"]);
    if (availableParallelism() > 1) expect([first.answeredBeside, second.answeredBeside]).toEqual([2, 1]);
  });

  test("the thread answers an SDK job before the batches sent before it; the check still waits for those", () => {
    if (availableParallelism() < 2) return expect(startSyntaxCheck(true).startSdk({} as never)).toBeUndefined();
    const project = readProjectPackage(REPO_ROOT);
    const target = readProjectConfig(REPO_ROOT).providers.find((p) => p.type === "ibm")!;
    const inputs = loadProviderInputs(REPO_ROOT, target);
    const context = { project, coreLibraries: ["cdktf"] as const };
    const here = generateProviderWithNotes(inputs, { project, emitters: [...EMITTERS] });
    const bindings = [...here.files].filter(([rel]) => rel.startsWith("cdktf/") && rel.endsWith(".ts"));
    const check = startSyntaxCheck(true);
    // Many batches of bindings (providers' one after another), all sent before the next provider's SDK job.
    for (let i = 0; i < 40; i++) check.add(bindings.map(([rel, text]): [string, string] => [`copy${i}/${rel}`, text]));
    const sent = check.unansweredBeside;
    expect(sent).toBeGreaterThan(30);
    const sdk = check.startSdk({ inputs, context })!.result();
    expect(sdk?.files.map(([rel, text]) => [rel, text ?? here.files.get(rel)])).toEqual(
      [...here.files].filter(([rel]) => sdk?.files.some(([r]) => r === rel)),
    );
    // Answered while most of the batches sent before it were still to be parsed.
    expect(check.unansweredBeside).toBeGreaterThan(sent / 2);
    expect(() => check.finish("p")).not.toThrow();
    expect(check.unansweredBeside).toBe(0);
    expect(check.answeredBeside).toBe(40);
  });

  test("many batches parsed beside: the same problems, in the files' order, as on the main thread alone (outside Jest)", () => {
    const script = path.join(REPO_ROOT, "test", "support", "syntax-check-batches.ts");
    const bindings = path.join(REPO_ROOT, "providers", "ibm", "cdktf");
    const run = spawnSync(process.execPath, ["-r", "tsx/cjs", script, bindings, "30"], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const { answered, message, alone } = JSON.parse(run.stdout) as { answered: number; message: string; alone: string };
    expect(message).toBe(alone);
    expect(message.split("\n").map((line) => line.trim().split(":")[0])).toEqual([
      "Acme/x@1.0.0",
      ...Array(message.split("first.ts").length - 1).fill("first.ts"),
      ...Array(message.split("last.ts").length - 1).fill("last.ts"),
    ]);
    expect(answered).toBe(availableParallelism() > 1 ? 30 : 0);
  });

  test("a file written with a problem and then fixed passes", () => {
    const check = startSyntaxCheck(true);
    check.add([["a.ts", "export const 2a = 1;\n"]]);
    check.add([["a.ts", "export const a = 1;\n"]]);
    expect(() => check.finish("p")).not.toThrow();
  });

  test("a tree that parses passes beside generation too, also from the thread started after an idle one ended", async () => {
    const check = startSyntaxCheck(true);
    check.add([["a.ts", "export const a = 1;\n"]]);
    expect(() => check.finish("p")).not.toThrow();
    // The thread is ended after 2 s without work; the next check starts another and is answered by it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const next = startSyntaxCheck(true);
    next.add([["b.ts", "export const 2b = 1;\n"]]);
    expect(() => next.finish("p")).toThrow(/b\.ts:1:/);
    expect(next.answeredBeside).toBe(availableParallelism() > 1 ? 1 : 0);
  });
});
