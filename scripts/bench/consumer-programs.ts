/**
 * The programs the type-check benches compile: a Pulumi program that calls getAccount imported from `from`, and
 * the same program without the SDK (the baseline every ratio is taken against).
 */
export function programCalling(from: string): string {
  return (
    `import * as pulumi from "@pulumi/pulumi";\nimport { getAccount } from "${from}";\nexport const stack = pulumi.getStack();\n` +
    `export const account = getAccount({ orgGuid: "org" }).then((a) => a.accountUsers.length);\n`
  );
}

export const PROGRAM_WITHOUT_SDK =
  `import * as pulumi from "@pulumi/pulumi";\nexport const stack = pulumi.getStack();\n` +
  `export const account = Promise.resolve([] as unknown[]).then((a) => a.length);\n`;
