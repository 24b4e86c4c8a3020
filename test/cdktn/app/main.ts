// The CDK Terrain app test/cdktn/synth-apply.test.ts runs under `cdktn synth` (the CLI sets the output folder).
import { App } from "cdktn";
import { LookupsStack } from "./lookups-stack";

const app = new App();
new LookupsStack(app, "lookups");
app.synth();
