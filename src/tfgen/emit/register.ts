// Emitters beyond the CDKTF bindings register themselves on import; this file is the one list of them.
import { registerEmitter } from "../pipeline/generate";
import { emitPackageFiles } from "./package";
import { emitPulumiSdk } from "./pulumi";

registerEmitter(emitPulumiSdk);
registerEmitter(emitPackageFiles);
