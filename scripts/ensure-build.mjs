// Runs before `npm start`: builds the storefront when there is no build or the sources are newer than it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const marker = "build/server/index.js";

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest("app"),
  newest("domain"),
  statSync("vite.config.ts").mtimeMs,
  statSync("package-lock.json").mtimeMs,
);
if (!existsSync(marker) || statSync(marker).mtimeMs < sources) {
  console.log("De winkel wordt gebouwd (eenmalig, ongeveer een halve minuut)...");
  execSync("npx react-router build", { stdio: "inherit" });
}
