/** Finding the Terraform executable. */
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join, resolve } from "node:path";

export class TerraformNotFoundError extends Error {
  constructor(
    readonly requested: string,
    readonly searched: string[],
  ) {
    super(
      searched.length > 0
        ? `terraform was not found: no executable "${requested}" in ${searched.join(", ")}`
        : `terraform was not found: "${requested}" is not an executable file`,
    );
    this.name = "TerraformNotFoundError";
  }
}

export interface LocateTerraformOptions {
  /** Name or path of the binary; overrides TERRAFORM_BINARY_NAME. */
  binary?: string;
  /** Environment to read TERRAFORM_BINARY_NAME and PATH from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Directory a relative path is taken from; defaults to the current directory. */
  cwd?: string;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The absolute path of the Terraform binary: the option, else TERRAFORM_BINARY_NAME,
 * else `terraform`. A bare name is looked up on PATH; a name with a slash is a path.
 */
export function locateTerraform(options: LocateTerraformOptions = {}): string {
  const env = options.env ?? process.env;
  const requested = options.binary || env.TERRAFORM_BINARY_NAME || "terraform";
  if (requested.includes("/")) {
    const file = isAbsolute(requested) ? requested : resolve(options.cwd ?? process.cwd(), requested);
    if (isExecutableFile(file)) return file;
    throw new TerraformNotFoundError(file, []);
  }
  const dirs = (env.PATH ?? "").split(delimiter).filter((d) => d !== "");
  for (const dir of dirs) {
    const candidate = join(dir, requested);
    if (isExecutableFile(candidate)) return resolve(candidate);
  }
  throw new TerraformNotFoundError(requested, dirs.length > 0 ? dirs : ["(PATH is empty)"]);
}
