/**
 * jest globalSetup: builds the stand-in provider bundle once before any test file
 * runs, so tests that start Terraform find build/standin/standin.js ready.
 */
import { buildStandin } from "../standin/build";

export default async function globalSetup(): Promise<void> {
  await buildStandin();
}
