import * as fs from "fs";
import * as path from "path";
import { runProviderGenerator, saveProviderGeneratorOutput } from "../../src/tfgen/emit/cdktf/generator-adapter";
import { readProjectConfig } from "../../src/tfgen/project/cdktf-config";
import { CORE_LIBRARIES } from "../../src/tfgen/project/core-library";
import { listFilesUnder, makeTempDir, removeDir, REPO_ROOT } from "../support/project";

/*
 * The generator run in memory (its files' texts joined once as each is closed) gives the very files the generator
 * itself saves, as `cdktf get` saves them.
 */
const [target] = readProjectConfig(REPO_ROOT).providers;
const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "schemas", `${target.type}.json`), "utf8"));
const input = { ...target, schema: schema.provider_schemas[target.registryKey] };

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

test.each(CORE_LIBRARIES)("%s: the files in memory are those the generator saves", async (flavour) => {
  const dir = makeTempDir(`generator-files-${flavour}`);
  dirs.push(dir);
  await saveProviderGeneratorOutput(flavour, input, dir);
  const run = runProviderGenerator(flavour, input);
  const saved = new Map(listFilesUnder(dir).map((rel) => [rel, fs.readFileSync(path.join(dir, rel), "utf8")]));
  expect(saved.size).toBeGreaterThan(10);
  expect(new Map(run.files.map((f) => [f.filePath, f.content]))).toEqual(saved);
});
