/*
 * Runs the generate pipeline on the project at argv[2] and SIGKILLs its own process after argv[3] files have been
 * written, the way an OOM killer or a cancelled CI job would: no catch, finally or exit handler gets to run.
 * Used by test/tfgen/generate.test.ts; exits 3 if it ever gets past the point where it should have died.
 */
import { buildTree, writeTree } from "../../src/tfgen/pipeline/generate";

const [root, after] = process.argv.slice(2);
const killAfter = Number(after);
if (!root || !Number.isInteger(killAfter)) {
  process.stderr.write("usage: generate-killed.ts <project root> <files to write before dying>\n");
  process.exit(2);
}
writeTree(buildTree(root, { worker: true }), {
  afterFile: (rel, index) => {
    if (index + 1 === killAfter) {
      process.stdout.write(`killing after ${rel}\n`);
      process.kill(process.pid, "SIGKILL");
    }
  },
});
process.stderr.write(`wrote the whole tree without being killed (asked to die after ${killAfter} files)\n`);
process.exit(3);
