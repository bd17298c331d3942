// Compiles the server (server/, domain/, catalog/) into one ES module, build/shop/main.js, that `npm start` runs with plain node.
// Plain node, not tsx: tsx's parent process kills its child 30 ms after passing on SIGTERM, cutting open requests short
// and leaving the embedded database unclosed. Packages stay external: node_modules is there at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/shop/main.js",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
});
