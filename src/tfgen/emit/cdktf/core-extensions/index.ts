/*
 * Provider-defined functions and ephemeral resources for CDKTF 0.21, whose core has neither: the classes CDK Terrain's
 * core offers for them (`TerraformProviderFunction`, `TerraformEphemeralResource` and its config types), with the same
 * names and signatures, written on CDKTF's public API. The CDKTF bindings of a provider's functions and ephemeral
 * resources are CDK Terrain's generated code importing these instead, so a stack moves between the two flavours by
 * changing its imports.
 *
 * tflookup's generator copies this file unchanged into each provider package whose schema has functions or ephemeral
 * resources (`cdktf/core-extensions/index.ts`); it is compiled, linted and tested here.
 */
import type { Construct } from "constructs";
import * as cdktf from "cdktf";

/**
 * Lifecycle options of an `ephemeral` block: it has no state, so only the conditions apply (no create-before-destroy,
 * ignore-changes or replace-triggered-by).
 */
export interface TerraformEphemeralResourceLifecycle {
  readonly precondition?: cdktf.Precondition[];
  readonly postcondition?: cdktf.Postcondition[];
}

/** Meta-arguments of an `ephemeral` block (no provisioners, no connection). */
export interface TerraformEphemeralMetaArguments {
  readonly dependsOn?: cdktf.ITerraformDependable[];
  readonly count?: number | cdktf.TerraformCount;
  readonly provider?: cdktf.TerraformProvider;
  readonly lifecycle?: TerraformEphemeralResourceLifecycle;
  readonly forEach?: cdktf.ITerraformIterator;
}

export interface TerraformEphemeralResourceConfig extends TerraformEphemeralMetaArguments {
  readonly terraformResourceType: string;
  readonly terraformGeneratorMetadata?: cdktf.TerraformProviderGeneratorMetadata;
}

/**
 * An `ephemeral "<type>" "<name>"` block, referenced as `ephemeral.<type>.<name>.<attribute>`. Terraform opens it
 * while planning and applying, closes it when done, and writes its values neither to the plan nor to the state; they
 * may feed only other ephemeral contexts (a provider's configuration, another ephemeral block, an ephemeral output or
 * variable).
 *
 * It is declared, referenced and validated exactly like a data source (arguments, meta-arguments, overrides, dynamic
 * blocks, the check that its provider is in the stack), so it is built on CDKTF's data source and differs in its
 * block kind and its address. `TerraformDataSource.isTerraformDataSource` is therefore true of it.
 */
export class TerraformEphemeralResource extends cdktf.TerraformDataSource {
  private ephemeralFqn?: string;

  constructor(scope: Construct, id: string, config: TerraformEphemeralResourceConfig) {
    super(scope, id, config);
  }

  static isTerraformEphemeralResource(x: unknown): x is TerraformEphemeralResource {
    return x instanceof TerraformEphemeralResource;
  }

  override get fqn(): string {
    this.ephemeralFqn ??= cdktf.Token.asString(
      cdktf.ref(`ephemeral.${this.terraformResourceType}.${this.friendlyUniqueId}`, this.cdktfStack),
    );
    return this.ephemeralFqn;
  }

  override interpolationForAttribute(terraformAttribute: string): cdktf.IResolvable {
    const each = this.forEach ? ".*" : "";
    return cdktf.ref(`ephemeral.${this.terraformResourceType}.${this.friendlyUniqueId}${each}.${terraformAttribute}`, this.cdktfStack);
  }

  override toTerraform(): Record<string, unknown> {
    return asEphemeral(super.toTerraform() as { data: unknown });
  }

  /**
   * CDKTF 0.21's HCL renderer (`cdktf synth --hcl`) has no case for an `ephemeral` block and would leave it out of
   * cdk.tf without a word: refused rather than written wrong. JSON synthesis (the default) writes it.
   */
  override toHclTerraform(): Record<string, unknown> {
    throw new Error(
      `${this.node.path} (ephemeral ${this.terraformResourceType}): CDKTF's HCL output cannot write an ephemeral block; ` +
        `synthesize JSON (without --hcl)`,
    );
  }
}

function asEphemeral(block: { data: unknown }): { ephemeral: unknown } {
  return { ephemeral: block.data };
}

/** Calls of provider-defined functions (Terraform 1.8+): `provider::<local name>::<function>(<arguments>)`. */
export class TerraformProviderFunction {
  /**
   * The call of `functionName` of the provider declared as `providerLocalName` in `required_providers`, as an
   * expression token. Each argument keeps its position: null and undefined are Terraform's `null`. Literal strings,
   * object keys and the literal parts of strings holding tokens are escaped for a Terraform string (quotes,
   * backslashes, control characters, `${` and `%{`); tokens are rendered by CDKTF.
   *
   * A provider function is evaluated by its provider: it cannot be used in that same provider's configuration
   * (Terraform reports a cycle).
   */
  static invoke(providerLocalName: string, functionName: string, args: unknown[]): cdktf.IResolvable {
    for (const [what, name] of [
      ["providerLocalName", providerLocalName],
      ["functionName", functionName],
    ] as const) {
      if (typeof name !== "string" || !IDENTIFIER.test(name)) {
        throw new TypeError(
          `TerraformProviderFunction.invoke: ${what} must be a Terraform identifier (letters, digits, _ and -), ` +
            `got ${JSON.stringify(name)}`,
        );
      }
    }
    if (!Array.isArray(args)) throw new TypeError(`TerraformProviderFunction.invoke: args must be an array, got ${typeof args}`);
    return cdktf.call(`provider::${providerLocalName}::${functionName}`, args.map(expression));
  }

  private constructor() {}
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** One value as an expression resolving to its Terraform source text (CDKTF resolves it with braces suppressed). */
function expression(value: unknown): Source {
  if (value === null || value === undefined) return new Source(() => "null");
  if (cdktf.Tokenization.isResolvable(value)) return new Source((context) => tokenSource(context, value));
  if (typeof value === "string") return stringExpression(value);
  if (typeof value === "number") {
    const token = cdktf.Tokenization.reverseNumber(value);
    if (token) return expression(token);
    if (!Number.isFinite(value)) throw new TypeError(`TerraformProviderFunction.invoke: ${value} is not a Terraform number`);
    return new Source(() => String(value));
  }
  if (typeof value === "boolean") return new Source(() => String(value));
  if (Array.isArray(value)) {
    const token = cdktf.Tokenization.reverseList(value as string[]);
    if (token) return expression(token);
    const items = value.map(expression);
    return new Source((context) => `[${items.map((i) => i.resolve(context)).join(", ")}]`);
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => [quoted(k), expression(v)] as const);
    return new Source((context) => `{${entries.map(([k, v]) => `${k} = ${v.resolve(context)}`).join(", ")}}`);
  }
  throw new TypeError(`TerraformProviderFunction.invoke: a ${typeof value} is not a Terraform value`);
}

function stringExpression(value: string): Source {
  if (!cdktf.Token.isUnresolved(value)) return new Source(() => quoted(value));
  const fragments = cdktf.Tokenization.reverseString(value);
  if (fragments.escapes.length > 0 || fragments.intrinsic.length > 0) {
    // Strings CDKTF builds with its own escapes: its rendering is theirs.
    return new Source((context) => String(context.resolve(value)));
  }
  if (fragments.literals.length === 0 && fragments.tokens.length === 1) return expression(fragments.tokens[0]);
  // Text and tokens joined by Terraform's join(), not a template: CDKTF strips `${…}` from what an expression
  // inside a function call resolves to.
  const parts: unknown[] = [];
  const whole: unknown = fragments.join({
    join: (left: unknown, right: unknown) => {
      if (left !== parts) parts.push(left);
      parts.push(right);
      return parts;
    },
  });
  if (whole !== parts) parts.push(whole);
  // Each part comes as text: a token's is its marker, which no literal part can hold.
  const items = parts.map((p) => (typeof p === "string" && !cdktf.Token.isUnresolved(p) ? new Source(() => quoted(p)) : expression(p)));
  return new Source((context) => `join("", [${items.map((i) => i.resolve(context)).join(", ")}])`);
}

/** A token's expression, braces suppressed; a token standing for no value (`Token.nullValue()`) is `null`. */
function tokenSource(context: cdktf.IResolveContext, token: cdktf.IResolvable): string {
  const suppressed = context.suppressBraces;
  context.suppressBraces = true;
  try {
    const resolved: unknown = context.resolve(token);
    if (resolved === null || resolved === undefined) return "null";
    return typeof resolved === "string" ? resolved : String(expression(resolved).resolve(context));
  } finally {
    context.suppressBraces = suppressed;
  }
}

function quoted(text: string): string {
  return `"${escaped(text)}"`;
}

/** The one escaping of text inside a Terraform quoted string (a template: `${` and `%{` start interpolations). */
function escaped(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const pair = text.slice(i, i + 2);
    if (pair === "${" || pair === "%{") {
      out += `${c}${pair}`;
      i++;
    } else if (ESCAPES[c] !== undefined) out += ESCAPES[c];
    else if (c.charCodeAt(0) < 0x20) out += `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
    else out += c;
  }
  return out;
}

const ESCAPES: Record<string, string> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** An expression whose source text is computed at resolution. */
class Source implements cdktf.IResolvable {
  readonly creationStack: string[] = [];
  constructor(private readonly source: (context: cdktf.IResolveContext) => string) {}
  resolve(context: cdktf.IResolveContext): string {
    return this.source(context);
  }
  toString(): string {
    return cdktf.Token.asString(this);
  }
}
