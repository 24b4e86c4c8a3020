import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";
import { functionExports, functionModule } from "../../src/tfgen/emit/pulumi/function-module";
import { packageModule } from "../../src/tfgen/emit/pulumi/package-assets";
import { inputTypesModule, outputTypesModule, typesIndexModule } from "../../src/tfgen/emit/pulumi/types-module";
import type { FunctionModel, PackageModel } from "../../src/tfgen/model/types";

/*
 * Type-level parity with a published bridged package (`@pulumi/<provider>`): whether code written against one
 * compiles against the other after changing only the import. For each pair of functions and each direction,
 * one program (every function of a provider at once) asserts:
 *
 *   - "promise call", "output call": the function of the side switched to is assignable to the type of the
 *     function the code was written against (its arguments accept what the code passes, its result gives
 *     what the code reads, under strictFunctionTypes);
 *   - "argument keys": every argument key the code may write, at any depth, exists on the other side (object
 *     literals are checked for excess properties, which assignability alone does not catch);
 *   - "argument fields", "output argument fields", "result fields": which top-level fields make a call fail (an
 *     argument the other side types differently or requires, a result field it lacks or types differently),
 *     so that a failing call is told field by field;
 *   - "writable result fields": a result field the code may assign to is not readonly on the other side.
 *
 * Each failing assertion becomes one Finding; the test decides which are expected and why.
 */

export type Direction = "published→sdk" | "sdk→published";
export type Aspect =
  | "promise call"
  | "output call"
  | "argument keys"
  | "argument fields"
  | "output argument fields"
  | "result fields"
  | "writable result fields";

export interface Pair {
  tfType: string;
  /** Module of the function in the published package, relative to its root, e.g. `polly/getVoices`. */
  published: string;
}

export interface Finding {
  tfType: string;
  direction: Direction;
  aspect: Aspect;
  /** For the key aspects, the dotted paths; otherwise the compiler's message. */
  detail: string;
}

/** Writes the SDK's TypeScript modules for the model's functions (no JSON, no CDKTF: types are what is compared). */
export function writeSdkModules(model: PackageModel, dir: string): void {
  const files: [string, string][] = [
    ["package.ts", packageModule(model)],
    ["types/index.ts", typesIndexModule(model)],
    ["types/input.ts", inputTypesModule(model)],
    ["types/output.ts", outputTypesModule(model)],
    ...model.functions.map((fn): [string, string] => [`${fn.name}.ts`, functionModule(model, fn)]),
  ];
  for (const [rel, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

const HELPERS = `
type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? A : B;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Writable<T> = { [P in keyof T]-?: IfEquals<{ [Q in P]: T[P] }, { -readonly [Q in P]: T[P] }, P, never> }[keyof T];
type Depth = [never, 0, 1, 2, 3, 4, 5, 6, 7];
/** The object type inside a field (through Inputs, arrays and undefined), or never. */
type Obj<T> = IsAny<T> extends true ? never : Elem<Exclude<T, undefined | Promise<any> | pulumi.OutputInstance<any>>>;
type Elem<T> = T extends readonly (infer E)[] ? Obj<E> : T extends string | number | boolean ? never : T extends object ? T : never;
type Keys<T> = Exclude<keyof T, number | symbol>;
/** Keys of A, at any depth, that B lacks (as dotted paths). */
type Neither<A, B, D> = [D] extends [never] ? true : [Obj<A>] extends [never] ? true : [Obj<B>] extends [never] ? true : false;
type ExtraKeys<A, B, D extends number = 8> = Neither<A, B, D> extends true ? never :
  | Exclude<Keys<Obj<A>>, Keys<Obj<B>>>
  | { [K in Keys<Obj<A>> & Keys<Obj<B>>]-?: \`\${K}.\${ExtraKeys<Obj<A>[K], Obj<B>[K], Depth[D]>}\` }[Keys<Obj<A>> & Keys<Obj<B>>];
/** Fields of A, at any depth, that code may assign to and that are readonly in B. */
type LostWritable<A, B, D extends number = 8> = Neither<A, B, D> extends true ? never :
  | Exclude<Writable<Obj<A>> & Keys<Obj<B>>, Writable<Obj<B>>> & string
  | { [K in Keys<Obj<A>> & Keys<Obj<B>>]-?: \`\${K}.\${LostWritable<Obj<A>[K], Obj<B>[K], Depth[D]>}\` }[Keys<Obj<A>> & Keys<Obj<B>>];
type None<T> = [T] extends [never] ? true : false;
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T] & string;
/** Arguments typed for From that To types differently, and arguments To requires that From may leave out. */
type ArgFields<From, To> =
  | { [K in Keys<From> & Keys<To>]-?: [From[K]] extends [To[K]] ? never : K }[Keys<From> & Keys<To>]
  | Exclude<RequiredKeys<To>, RequiredKeys<From>>;
/** Result fields code reads from From that To lacks or types differently. */
type ResultFields<From, To> =
  | Exclude<Keys<From>, Keys<To>>
  | { [K in Keys<From> & Keys<To>]-?: [To[K]] extends [From[K]] ? never : K }[Keys<From> & Keys<To>];
`;

interface Assertion {
  line: number;
  pair: Pair;
  direction: Direction;
  aspect: Aspect;
  probe?: string;
}

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether the published module declares its function's argument interface (a function without arguments has none). */
function publishedHasArgs(dts: string, fn: string): boolean {
  return new RegExp(`export interface ${pascal(fn)}Args\\b`).test(dts);
}

export interface ParityProgram {
  text: string;
  assertions: Assertion[];
}

/**
 * The assertions for every pair. `resolvePublished` gives the published module's .d.ts path (to see whether it
 * declares an argument interface); `sdkDir` is where writeSdkModules put the SDK.
 */
export function renderParity(
  model: PackageModel,
  pkg: string,
  pairs: Pair[],
  sdkDir: string,
  resolvePublished: (m: string) => string,
): ParityProgram {
  const lines = [`import type * as pulumi from "@pulumi/pulumi";`, ...HELPERS.split("\n")];
  const assertions: Assertion[] = [];
  const byType = new Map(model.functions.map((f) => [f.tfType, f]));
  pairs.forEach((pair, i) => {
    const fn = byType.get(pair.tfType);
    if (!fn) throw new Error(`${pair.tfType}: not a function of the generated SDK`);
    const pubFn = path.posix.basename(pair.published);
    const pubHasArgs = publishedHasArgs(fs.readFileSync(resolvePublished(pair.published), "utf8"), pubFn);
    const x = functionExports(fn);
    const P = `P${i}`;
    const S = `S${i}`;
    lines.push(`import * as ${P} from ${JSON.stringify(`${pkg}/${pair.published}`)};`);
    lines.push(`import * as ${S} from ${JSON.stringify(path.join(sdkDir, fn.name).split(path.sep).join("/"))};`);
    const side = {
      P: {
        fn: `${P}.${pubFn}`,
        args: pubHasArgs ? `${P}.${pascal(pubFn)}Args` : "{}",
        outputArgs: pubHasArgs ? `${P}.${pascal(pubFn)}OutputArgs` : "{}",
        result: `${P}.${pascal(pubFn)}Result`,
      },
      S: {
        fn: `${S}.${fn.name}`,
        args: x.args ? `${S}.${x.args[0]}` : "{}",
        outputArgs: x.args ? `${S}.${x.args[1]}` : "{}",
        result: `${S}.${x.result}`,
      },
    };
    const add = (direction: Direction, aspect: Aspect, text: string, probe?: string) => {
      lines.push(text);
      assertions.push({ line: lines.length - 1, pair, direction, aspect, probe });
    };
    for (const [direction, from, to] of [
      ["published→sdk", side.P, side.S],
      ["sdk→published", side.S, side.P],
    ] as const) {
      const id = `${i}_${direction === "published→sdk" ? "ps" : "sp"}`;
      // Code written against `from` now runs `to`: `to`'s function must have `from`'s function type.
      add(direction, "promise call", `export const call${id}: typeof ${from.fn} = ${to.fn};`);
      add(direction, "output call", `export const out${id}: typeof ${from.fn}Output = ${to.fn}Output;`);
      lines.push(`type keys${id} = ExtraKeys<${from.args}, ${to.args}>;`);
      add(direction, "argument keys", `export const keysOk${id}: None<keys${id}> = true;`, `keys${id}`);
      for (const [aspect, name, probe] of [
        ["argument fields", "args", `ArgFields<${from.args}, ${to.args}>`],
        ["output argument fields", "outArgs", `ArgFields<${from.outputArgs}, ${to.outputArgs}>`],
        ["result fields", "result", `ResultFields<${from.result}, ${to.result}>`],
      ] as const) {
        lines.push(`type ${name}${id} = ${probe};`);
        add(direction, aspect, `export const ${name}Ok${id}: None<${name}${id}> = true;`, `${name}${id}`);
      }
      lines.push(`type writable${id} = LostWritable<${from.result}, ${to.result}>;`);
      add(direction, "writable result fields", `export const writableOk${id}: None<writable${id}> = true;`, `writable${id}`);
    }
  });
  return { text: lines.join("\n") + "\n", assertions };
}

/** Compiles the parity program (one program for all pairs) and returns every failing assertion. */
export function runParity(file: string, program: ParityProgram, options: ts.CompilerOptions): { findings: Finding[]; other: string[] } {
  const p = ts.createProgram({ rootNames: [file], options });
  const diagnostics = [...p.getOptionsDiagnostics(), ...p.getSyntacticDiagnostics(), ...p.getSemanticDiagnostics()];
  const checker = p.getTypeChecker();
  const source = p.getSourceFile(file)!;
  const probes = new Map<string, ts.TypeAliasDeclaration>();
  source.forEachChild((n) => {
    if (ts.isTypeAliasDeclaration(n)) probes.set(n.name.text, n);
  });
  const findings = new Map<Assertion, Finding>();
  const other: string[] = [];
  for (const d of diagnostics) {
    const line = d.file === source && d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line : -1;
    const a = program.assertions.find((x) => x.line === line);
    const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    if (!a) {
      other.push(`${d.file?.fileName ?? ""}:${line + 1}: ${message}`);
      continue;
    }
    const probe = a.probe ? probes.get(a.probe) : undefined;
    const detail = probe
      ? checker.typeToString(
          checker.getTypeAtLocation(probe.name),
          undefined,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
        )
      : message;
    findings.set(a, { tfType: a.pair.tfType, direction: a.direction, aspect: a.aspect, detail });
  }
  return { findings: [...findings.values()], other };
}

/** The paths a key finding names (`"a" | "b.c"` → [a, b.c]), sorted. */
export function keyPaths(detail: string): string[] {
  return [...detail.matchAll(/"([^"]*)"/g)].map((m) => m[1]).sort();
}

export type { FunctionModel };
