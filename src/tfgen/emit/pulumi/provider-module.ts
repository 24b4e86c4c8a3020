import type { PackageModel } from "../../model/types";
import { member, propKey, stringList } from "../../naming/identifiers";
import { tsHeader } from "./marker";
import { docComment } from "./tsdoc";
import { mentionsObject } from "./ts-types";
import { inputField } from "./types-module";

/**
 * `provider.ts`: an explicit provider instance (`pulumi:providers:<pkg>`) whose inputs are the configuration
 * variables under their documented names. Secret ones are wrapped in `pulumi.secret` and also listed as
 * additional secret outputs, so the value is encrypted in state even if the plugin echoes it back in clear.
 * Values are passed as typed (numbers and booleans are not stringified): the plugin reads them by the
 * config types in its schema. The package version goes along (unless the caller sets one) so that the
 * engine starts the matching plugin.
 */
export function providerModule(model: PackageModel): string {
  const secrets = model.config.filter((c) => c.secret).map((c) => c.name);
  const usesInputs = model.config.some((c) => mentionsObject(c.type));
  const argFields = model.config
    .map((c) => {
      const notes = c.secret ? ["This value is secret: it is wrapped with `pulumi.secret` and stored encrypted."] : [];
      if (c.env.length) notes.push(`When unset, the provider reads ${c.env.map((e) => `\`${e}\``).join(", ")} from its environment.`);
      return (
        docComment({ description: c.description, notes, deprecated: c.deprecationMessage }, "  ") +
        `  ${inputField(c, (n) => `inputs.${n}Args`)};`
      );
    })
    .join("\n");
  const inputs = model.config
    .map((c) => {
      const v = member("a", c.name);
      return `      ${propKey(c.name)}: ${c.secret ? `${v} === undefined ? undefined : pulumi.secret(${v})` : v},`;
    })
    .join("\n");
  const withVersion = "pulumi.mergeOptions({ version }, opts)";
  const finalOpts = secrets.length
    ? `pulumi.mergeOptions(${withVersion}, { additionalSecretOutputs: ${stringList(secrets)} })`
    : withVersion;
  const body = model.config.length
    ? `const a = (args ?? {}) as ProviderArgs;
    const inputs: pulumi.Inputs = {
${inputs}
    };
    super(Provider.__pulumiType, name, inputs, ${finalOpts});`
    : `super(Provider.__pulumiType, name, {}, ${withVersion});`;
  return `${tsHeader(model)}import * as pulumi from "@pulumi/pulumi";
import { version } from "./package";
${usesInputs ? `import type * as inputs from "./types/input";\n` : ""}
${docComment({
  description: model.description,
  notes: [
    `The ${model.displayName} provider (${model.provider.source}@${model.provider.version}), ` +
      `for passing explicitly with the \`provider\` option.`,
  ],
})}export class Provider extends pulumi.ProviderResource {
  /** @internal */
  static readonly __pulumiType = ${JSON.stringify(model.pkg)};

  /** Whether \`obj\` is a Provider of this package, also across copies of this SDK loaded more than once. */
  static isInstance(obj: unknown): obj is Provider {
    if (obj === undefined || obj === null) return false;
    return (obj as { __pulumiType?: unknown }).__pulumiType === "pulumi:providers:" + Provider.__pulumiType;
  }

  constructor(name: string, ${model.config.length ? "args" : "_args"}?: ProviderArgs, opts?: pulumi.ResourceOptions) {
    ${body}
  }
}

/** Arguments of {@link Provider}: the provider configuration, all optional. */
export interface ProviderArgs ${argFields ? `{\n${argFields}\n}` : "{}"}
`;
}
