// The project's own files (migrations, the postcode sample) found the same way from the sources and from the compiled bundle in build/.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest directory above this module with the project's package.json: the root, from server/ as from build/shop/. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `fromRoot("drizzle")`. */
export function fromRoot(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
