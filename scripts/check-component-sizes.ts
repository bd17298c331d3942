// Size check: fails when a React component in app/**/*.tsx is longer than 250 lines; `--top N` lists the largest functions.
//
//   npx tsx scripts/check-component-sizes.ts                    the check `npm test` runs (exit 1 on a component over 250 lines)
//   npx tsx scripts/check-component-sizes.ts --top 15 app       the 15 longest functions of any kind in the folders named
//                                                               (test files left out: their describe blocks are not code to split)
//   npx tsx scripts/check-component-sizes.ts --top 15 app server domain
//
// A component is a function or arrow function whose name starts with a capital letter, declared at module level
// (exported or not, including `export default function`, and `const X = memo(function …)`-style wrappers). A
// function's length is its lines from its first to its last, both counted. Read with the TypeScript compiler's
// parser only: nothing is type-checked or run.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const MAX_LINES = 250;
const root = path.resolve(import.meta.dirname, "..");

interface Found {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function filesUnder(folder: string, extensions: string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "build") continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !/\.(d|test)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out.sort();
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, kind);
}

function measure(source: ts.SourceFile, node: ts.Node, name: string): Found {
  const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
  return { file: path.relative(root, source.fileName), name, line: first + 1, lines: last - first + 1 };
}

/** The function an initializer holds: itself, or the first function argument of a wrapper such as `memo(…)`. */
function functionIn(expression: ts.Expression | undefined): ts.FunctionLikeDeclaration | undefined {
  if (!expression) return undefined;
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return expression;
  if (ts.isCallExpression(expression)) {
    for (const argument of expression.arguments) {
      const found = functionIn(argument);
      if (found) return found;
    }
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
    return functionIn(expression.expression);
  return undefined;
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** The React components declared at module level in a .tsx file. */
function componentsIn(source: ts.SourceFile): Found[] {
  const found: Found[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.body) {
      const isDefault = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ?? false;
      const name = statement.name?.text ?? (isDefault ? "default" : "");
      if (isComponentName(name) || (isDefault && !statement.name))
        found.push(measure(source, statement, name));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const fn = functionIn(declaration.initializer);
        if (fn && ts.isIdentifier(declaration.name) && isComponentName(declaration.name.text)) {
          found.push(measure(source, fn, declaration.name.text));
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      const fn = functionIn(statement.expression);
      if (fn) found.push(measure(source, fn, fn.name?.getText(source) ?? "default"));
    }
  }
  return found;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent) && ts.isVariableDeclaration(parent.parent))
    return parent.parent.name.getText(source);
  if (ts.isExportAssignment(parent)) return "default";
  return "(anonymous)";
}

/** Every function with a body in a file, nested ones too (an outer function's lines include them). */
function functionsIn(source: ts.SourceFile): Found[] {
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      found.push(measure(source, node, nameOf(node as ts.FunctionLikeDeclaration, source)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const row = (f: Found) => `${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`;

function top(count: number, folders: string[]) {
  const all = folders
    .flatMap((folder) => filesUnder(path.resolve(root, folder), [".ts", ".tsx"]))
    .flatMap((file) => functionsIn(parse(file)))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  console.log(`The ${count} longest functions in ${folders.join(", ")} (lines, place, name):`);
  for (const f of all.slice(0, count)) console.log(row(f));
}

function check() {
  const components = filesUnder(path.join(root, "app"), [".tsx"]).flatMap((file) =>
    componentsIn(parse(file)),
  );
  const tooLong = components.filter((c) => c.lines > MAX_LINES).sort((a, b) => b.lines - a.lines);
  if (tooLong.length > 0) {
    console.error(
      `${tooLong.length} React component(s) over ${MAX_LINES} lines; split each by what it does:`,
    );
    for (const c of tooLong) console.error(row(c));
    process.exit(1);
  }
  const longest = components.reduce((a, b) => (b.lines > a.lines ? b : a));
  console.log(
    `${components.length} components in app/, none over ${MAX_LINES} lines (longest: ${longest.name}, ${longest.lines}).`,
  );
}

const args = process.argv.slice(2);
const topAt = args.indexOf("--top");
if (topAt >= 0) {
  const count = Number(args[topAt + 1]);
  const folders = args.filter((_, i) => i !== topAt && i !== topAt + 1);
  if (!Number.isInteger(count) || count < 1 || folders.length === 0) {
    console.error("usage: check-component-sizes.ts [--top N folder…]");
    process.exit(2);
  }
  top(count, folders);
} else if (args.length > 0) {
  console.error("usage: check-component-sizes.ts [--top N folder…]");
  process.exit(2);
} else {
  check();
}
