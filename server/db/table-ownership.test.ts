// Each area owns its tables: only code in server/<area>/ writes a table declared in server/<area>/*.schema.ts.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ownedTables, ownershipViolations, type SourceFile } from "./table-ownership.ts";

const root = new URL("../../", import.meta.url);

/** Every TypeScript file git knows or would add under server/, app/ and scripts/, as it is on disk. */
function repositoryFiles(): SourceFile[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "server", "app", "scripts"],
    { cwd: root, encoding: "utf8" },
  );
  return listed
    .split("\n")
    .filter((p) => /\.tsx?$/.test(p))
    .flatMap((p) => {
      try {
        return [{ path: p, text: readFileSync(new URL(p, root), "utf8") }];
      } catch {
        return []; // deleted in the work tree, not yet in git
      }
    });
}

const orders: SourceFile = {
  path: "server/orders/orders.schema.ts",
  text: 'export const orders = pgTable("orders", {});\nexport const orderEvents = pgTable(\n  "order_events", {});',
};

describe("table ownership", () => {
  it("finds every table of the shop in an area's schema file", () => {
    const tables = ownedTables(repositoryFiles());
    expect(tables.length).toBeGreaterThan(30);
    const areas = Object.fromEntries(tables.map((t) => [t.sqlName, t.area]));
    expect(areas).toMatchObject({
      orders: "server/orders",
      order_events: "server/orders",
      refunds: "server/payments",
      payment_notifications: "server/payments",
      quotes: "server/quotes",
      vouchers: "server/vouchers",
      carts: "server/cart",
      staff: "server/backoffice",
    });
  });

  it("holds in the code: no area writes a table another area owns", () => {
    const found = ownershipViolations(repositoryFiles()).map(
      (v) => `${v.file}:${v.line} ${v.how} (${v.owner})`,
    );
    expect(found).toEqual([]);
  });

  it("reports a write to another area's table, by name, through a namespace and in SQL", () => {
    const planted: SourceFile = {
      path: "server/checkout/checkout.service.ts",
      text: [
        'import { orders } from "../orders/orders.schema.ts";',
        'import * as o from "../orders/orders.schema.ts";',
        "await tx.update(orders).set({ status: 'cancelled' });",
        "await tx.insert(o.orderEvents).values({});",
        "await tx.execute(sql`delete from order_events where order_id = 1`);",
      ].join("\n"),
    };
    expect(ownershipViolations([orders, planted])).toEqual([
      { file: planted.path, line: 3, table: "orders", owner: "server/orders", how: ".update(orders)" },
      {
        file: planted.path,
        line: 4,
        table: "order_events",
        owner: "server/orders",
        how: ".insert(o.orderEvents)",
      },
      {
        file: planted.path,
        line: 5,
        table: "order_events",
        owner: "server/orders",
        how: "delete from order_events",
      },
    ]);
  });

  it("lets the owning area write, and any area read", () => {
    const own: SourceFile = {
      path: "server/orders/orders.service.ts",
      text: 'import { orders } from "./orders.schema.ts";\nawait tx.update(orders).set({});',
    };
    const reader: SourceFile = {
      path: "server/backoffice/dashboard/dashboard.service.ts",
      text: 'import { orders } from "../../orders/orders.schema.ts";\nawait db.select().from(orders);',
    };
    expect(ownershipViolations([orders, own, reader])).toEqual([]);
  });
});
