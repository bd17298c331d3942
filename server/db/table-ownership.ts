// The ownership rule as a check: every table is declared in the schema file of the area that owns it
// (server/<area>/<area>.schema.ts), and only code in that area writes it; other areas call the owner's service.
// Reads across areas are allowed (a report may join what it shows). Run by table-ownership.test.ts in `npm test`;
// why: docs/decisions/0033-each-area-owns-its-tables.md.
import path from "node:path";
import ts from "typescript";

/** A source file as the check reads it: its path from the repository's root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

export interface OwnedTable {
  /** The exported name in its schema file, e.g. `orderEvents`. */
  name: string;
  /** The table's name in SQL, e.g. `order_events`. */
  sqlName: string;
  /** The schema file that declares it. */
  schemaFile: string;
  /** The owning area: the schema file's folder, e.g. `server/orders`. */
  area: string;
}

export interface Violation {
  file: string;
  line: number;
  table: string;
  owner: string;
  how: string;
}

/**
 * Writes that are not an area's own and are allowed anyway, each with its reason. The seed fills an empty
 * database once, at the first start, before any service exists (server/boot.ts).
 */
export const ALLOWED_WRITERS: Record<string, string> = {
  "server/seed.ts": "fills an empty database at the first start, before the services exist",
};

const SCHEMA_FILE = /^server\/(.+)\/[^/]+\.schema\.ts$/;

/** The tables the schema files declare, with their owning area. */
export function ownedTables(files: readonly SourceFile[]): OwnedTable[] {
  const tables: OwnedTable[] = [];
  for (const file of files) {
    const match = SCHEMA_FILE.exec(file.path);
    if (!match) continue;
    for (const m of file.text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      tables.push({
        name: m[1] as string,
        sqlName: m[2] as string,
        schemaFile: file.path,
        area: path.posix.dirname(file.path),
      });
    }
  }
  return tables;
}

/** The area a source file belongs to: its folder under server/ (`server` for server/seed.ts). */
function areaOf(file: string): string {
  const parts = file.split("/");
  return parts[0] === "server" && parts.length > 2 ? `server/${parts[1]}` : path.posix.dirname(file);
}

/** The area's folder holds the table's schema file (an area may keep its schema one folder down). */
function owns(writerFile: string, table: OwnedTable): boolean {
  return table.area === areaOf(writerFile) || table.area.startsWith(`${areaOf(writerFile)}/`);
}

const WRITES = new Set(["insert", "update", "delete"]);
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

/** Every write in `files` to a table another area owns (test files and the allowed writers aside). */
export function ownershipViolations(files: readonly SourceFile[]): Violation[] {
  const tables = ownedTables(files);
  const bySchemaAndName = new Map(tables.map((t) => [`${t.schemaFile}#${t.name}`, t]));
  const bySqlName = new Map(tables.map((t) => [t.sqlName, t]));
  const violations: Violation[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file.path) || ALLOWED_WRITERS[file.path] || !/\.tsx?$/.test(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    // Local names (and namespaces) imported from a schema file, resolved to that file.
    const named = new Map<string, { schemaFile: string; name: string }>();
    const namespaces = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file.path), statement.moduleSpecifier.text),
      );
      if (!target.endsWith(".schema.ts")) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, target);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          named.set(element.name.text, {
            schemaFile: target,
            name: (element.propertyName ?? element.name).text,
          });
        }
      }
    }
    const report = (node: ts.Node, table: OwnedTable, how: string) => {
      if (owns(file.path, table)) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      violations.push({ file: file.path, line: line + 1, table: table.sqlName, owner: table.area, how });
    };
    const visit = (node: ts.Node) => {
      // db.insert(orders), tx.update(t.orders), db.delete(orderEvents)
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        WRITES.has(node.expression.name.text) &&
        node.arguments.length === 1
      ) {
        const arg = node.arguments[0] as ts.Expression;
        let ref: { schemaFile: string; name: string } | undefined;
        if (ts.isIdentifier(arg)) ref = named.get(arg.text);
        else if (ts.isPropertyAccessExpression(arg) && ts.isIdentifier(arg.expression)) {
          const schemaFile = namespaces.get(arg.expression.text);
          if (schemaFile) ref = { schemaFile, name: arg.name.text };
        }
        const table = ref && bySchemaAndName.get(`${ref.schemaFile}#${ref.name}`);
        if (table) report(node, table, `.${node.expression.name.text}(${arg.getText(source)})`);
      }
      // sql`insert into orders …` and the like, in a tagged template or a plain string
      if (ts.isTemplateLiteral(node) || ts.isStringLiteral(node)) {
        for (const m of node.getText(source).matchAll(SQL_WRITE)) {
          const table = bySqlName.get((m[1] as string).toLowerCase());
          if (table) report(node, table, m[0]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return violations;
}
