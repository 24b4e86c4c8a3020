import * as pulumi from "@pulumi/pulumi";
/**
 * Calls one function of a generated SDK. Under the engine (or mocks) this is a plain Pulumi invoke with
 * exactly the documented arguments that were set, so the provider plugin serves it. In a plain Node
 * process the local executor runs the lookup instead; it gets every argument that was set, unknown names
 * included, so that a misspelt name is reported as such ("did you mean …") rather than silently dropped.
 * Invoke options only mean something to the engine and are not used locally.
 */
export declare function invoke<T>(token: string, args: object | undefined, documented: readonly string[], opts: pulumi.InvokeOptions | undefined, pkg: string): Promise<T>;
/**
 * The Output form: arguments may be Inputs. Locally they are resolved first; the names of arguments that
 * were secret go to the executor, which passes those values to Terraform only through sensitive variables
 * in the environment (never the synthesized configuration) and redacts them from errors. The result is secret
 * when an argument was (`apply` carries that along), or when the executor says the function's results are
 * (a sensitive field, or a credential given as a secret).
 */
export declare function invokeOutput<T>(token: string, args: object | undefined, documented: readonly string[], opts: pulumi.InvokeOutputOptions | undefined, pkg: string): pulumi.Output<T>;
