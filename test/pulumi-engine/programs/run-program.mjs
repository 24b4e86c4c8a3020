// Runs a Pulumi program under the Pulumi CLI through Pulumi's Automation API, as an inline program: the program is
// an ordinary module whose exports are the stack's outputs, loaded when the engine runs it. The stack (Pulumi.yaml,
// Pulumi.<stack>.yaml and its configuration) is already in <workDir>. One operation, one `pulumi` command, per
// process: Node keeps a module it loaded, so a second run of the program in the same process would register nothing.
//
//   node run-program.mjs <workDir> <stack> <program module> preview|up|destroy
//
// Prints one JSON object: { op, ok, stdout, stderr, outputs?, error? }, a secret output as "[secret]" (as the CLI
// shows it); exits 1 when the operation failed.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { LocalWorkspace, Stack } from "@pulumi/pulumi/automation/index.js";

const [workDir, stackName, programPath, op] = process.argv.slice(2);
const modulePath = resolve(programPath);
const require = createRequire(import.meta.url);
const program = async () =>
  modulePath.endsWith(".mjs") ? { ...(await import(pathToFileURL(modulePath).href)) } : { ...require(modulePath) };

const workspace = await LocalWorkspace.create({ workDir, program });
const stack = await Stack.select(stackName, workspace);
try {
  let result;
  if (op === "preview") result = await stack.preview();
  else if (op === "up") result = await stack.up();
  else if (op === "destroy") result = await stack.destroy();
  else throw new Error(`run-program: unknown operation ${op}`);
  const outputs =
    result.outputs && Object.fromEntries(Object.entries(result.outputs).map(([k, v]) => [k, v.secret ? "[secret]" : v.value]));
  process.stdout.write(JSON.stringify({ op, ok: true, stdout: result.stdout, stderr: result.stderr, outputs }) + "\n");
} catch (err) {
  process.stdout.write(JSON.stringify({ op, ok: false, error: String(err?.message ?? err) }) + "\n");
  process.exitCode = 1;
}
