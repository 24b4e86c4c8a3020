import { readProjectPackage } from "../../src/tfgen/emit/package/project-package";
import { availableParallelism } from "node:os";
import * as ts from "typescript";
import type { ProviderEmitter } from "../../src/tfgen/emit/context";
import { EMITTERS } from "../../src/tfgen/emit/emitters";
import { generateProvider } from "../../src/tfgen/pipeline/generate";
import { loadProviderInputs } from "../../src/tfgen/pipeline/provider-inputs";
import { checkSyntax, GeneratedSyntaxError, parseDiagnostics } from "../../src/tfgen/pipeline/syntax-check";
import { startSyntaxCheck, SyntaxCheck } from "../../src/tfgen/pipeline/syntax-check-thread";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { REPO_ROOT } from "../support/project";

/* Every run parses what it emitted before anything is written (the strict compile is the tests' job). */

test("a tree that parses passes; JSON and other files are not parsed as TypeScript", () => {
  expect(() =>
    checkSyntax(
      new Map([
        ["a.ts", "export const a: number = 1;\n"],
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

describe("the check beside generation (syntax-check-thread.ts)", () => {
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
    const check = startSyntaxCheck();
    const beside = run(check);
    // On one core there is no thread: everything is parsed on the main thread.
    expect(check.answeredBeside).toBe(availableParallelism() > 1 ? 2 : 0);
    expect(inThread).toBeInstanceOf(GeneratedSyntaxError);
    expect(beside).toBeInstanceOf(GeneratedSyntaxError);
    expect(beside!.message).toBe(inThread!.message);
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

  test("a tree that parses passes beside generation too, also from the thread started after an idle one ended", async () => {
    const check = startSyntaxCheck();
    check.add([["a.ts", "export const a = 1;\n"]]);
    expect(() => check.finish("p")).not.toThrow();
    // The thread is ended after 2 s without work; the next check starts another and is answered by it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const next = startSyntaxCheck();
    next.add([["b.ts", "export const 2b = 1;\n"]]);
    expect(() => next.finish("p")).toThrow(/b\.ts:1:/);
    expect(next.answeredBeside).toBe(availableParallelism() > 1 ? 1 : 0);
  });
});
