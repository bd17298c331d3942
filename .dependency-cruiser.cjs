// The house's import rules, checked by `npm run deps` (part of `npm test`): app/ → server/ (only from
// *.server.ts) → art/, catalog/ → domain/; nothing in domain/ imports above it; no circles; no index.ts barrels.
/** A test file, wherever it sits: it may also import the shared test helpers. */
const testFile = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "An import circle: split out what both sides need (see app/root-data.ts, app/popups/popup-registry.ts).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-barrel",
      comment: "Import the module that holds the thing, not an index.ts that re-exports it.",
      severity: "error",
      from: {},
      to: { path: "(^|/)index\\.tsx?$" },
    },
    {
      name: "domain-imports-nothing-above",
      comment: "domain/ is the bottom layer: pure rules both sides import; move the word down instead.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: "^(app|server|art|catalog|tests|bench)/", pathNot: "^tests/helpers/" },
    },
    {
      name: "catalog-imports-only-domain",
      comment: "The seed catalogue is data on top of domain/ only.",
      severity: "error",
      from: { path: "^catalog/" },
      to: { path: "^(app|server|art|tests|bench)/", pathNot: "^tests/helpers/" },
    },
    {
      name: "art-imports-only-catalog-and-domain",
      comment: "The drawings are pure functions (data in, SVG out): no server, no database, no app.",
      severity: "error",
      from: { path: "^art/" },
      to: { path: "^(app|server|tests|bench)/", pathNot: "^tests/helpers/" },
    },
    {
      name: "server-imports-art-catalog-domain",
      comment: "The server sits under the app: it never imports the storefront.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(app|tests|bench)/", pathNot: "^tests/helpers/" },
    },
    {
      name: "app-reaches-the-server-through-server-files",
      comment:
        "Browser code imports domain/ only; a route's loader or action reaches the server through a *.server.ts module.",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.server\\.tsx?$" },
      to: { path: "^(server|art|catalog|tests|bench)/", pathNot: "^tests/helpers/" },
    },
    {
      name: "app-server-files-reach-down-only",
      comment: "A *.server.ts module may use the server and what lies under it, never the tests.",
      severity: "error",
      from: { path: "^app/.+\\.server\\.tsx?$" },
      to: { path: "^(tests|bench)/" },
    },
    {
      name: "pages-reach-tables-through-services",
      comment:
        "A page's loader asks an area's service (context.services), never a table: the area's service is the one door to its data (docs/decisions/0033-each-area-owns-its-tables.md).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/.+\\.schema\\.ts$" },
    },
    {
      name: "test-helpers-only-in-tests",
      comment: "Production code never imports the test helpers; test files (and tests/, bench/) may.",
      severity: "error",
      from: { path: "^(app|server|art|catalog|domain)/", pathNot: testFile },
      to: { path: "^tests/" },
    },
  ],
  options: {
    includeOnly: "^(app|server|art|catalog|domain|tests|bench)/",
    exclude: { path: "^(node_modules|build|data)/" },
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: domain/ must not even name a type from above it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
