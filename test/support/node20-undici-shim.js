// cdktn-cli 0.24 declares Node >= 22.19 and bundles an undici that reads worker_threads.markAsUncloneable (Node
// >= 22.10) while loading. This machine runs Node 20, so the CLI is started with this one missing function added
// as a no-op: it only marks objects as not transferable to other threads, which a synth never does. Loaded with
// `-r` by test/cdktn/synth-apply.test.ts, and only when the running Node lacks the function.
const threads = require("node:worker_threads");
if (typeof threads.markAsUncloneable !== "function") threads.markAsUncloneable = () => {};
