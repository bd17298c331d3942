// Runs before `npm start`: builds the storefront and the compiled server when a build is missing or older than its sources.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < sources;
const lockFile = statSync("package-lock.json").mtimeMs;

// The storefront (React Router's build/server/index.js and build/client/).
if (
  stale(
    "build/server/index.js",
    Math.max(newest("app"), newest("domain"), statSync("vite.config.ts").mtimeMs, lockFile),
  )
) {
  console.log("De winkel wordt gebouwd (eenmalig, ongeveer een halve minuut)...");
  execSync("npx react-router build", { stdio: "inherit" });
}
// The server `npm start` runs (build/shop/main.js); a second or so.
const serverSources = Math.max(
  newest("server"),
  newest("domain"),
  newest("catalog"),
  statSync("scripts/build-server.mjs").mtimeMs,
  lockFile,
);
if (stale("build/shop/main.js", serverSources)) {
  execSync("node scripts/build-server.mjs", { stdio: "inherit" });
}
