// The check before cutting as the order page shows it: per product row the plausibility findings of the
// catalogue's rules (catalog/plausibility.ts) and the roll check of its fabric (server/production/
// production-rows.ts), each with its reason in Dutch and, for a roll that is too narrow, what to do.
import { checkOrderRows, sizeLimitsOf } from "../../catalog/plausibility.ts";
import type { Cart } from "../../domain/cart/types.ts";
import type { CheckRow } from "../../domain/orders/plausibility.ts";
import { plausibilityRuleLabels } from "../../domain/orders/plausibility.ts";
import { isProductKind } from "../../domain/products.ts";
import type { CatalogService } from "../catalog/catalog.service.ts";
import { productionRows } from "../production/production-rows.ts";

/** One finding as staff read it: its label and the reason. */
export interface CheckFinding {
  rule: string;
  label: string;
  reason: string;
}

/** The findings of every product row, by the row's key; a row that looks right has an empty list. */
export function orderCheck(
  catalog: CatalogService,
  order: { number: string; cart: Pick<Cart, "items" | "service_type" | "shipping_method"> },
): Record<string, CheckFinding[]> {
  const products = Object.values(order.cart.items).filter((item) => item.type === "product");
  const snapshot = catalog.snapshot;
  const rows: CheckRow[] = [];
  for (const item of products) {
    const kind = snapshot.productById.get(item.entity_id)?.kind;
    if (!kind || !isProductKind(kind)) continue;
    const conf = snapshot.configurations.get(item.conf_id);
    rows.push({
      key: item.key,
      kind,
      product_name: item.product_name,
      count: item.count,
      options: item.options,
      ...(conf ? { limits: sizeLimitsOf(conf, kind) } : {}),
    });
  }
  const found: Record<string, CheckFinding[]> = Object.fromEntries(products.map((item) => [item.key, []]));
  for (const row of checkOrderRows(rows))
    found[row.key] = row.findings.map((f) => ({
      rule: f.rule,
      label: plausibilityRuleLabels[f.rule],
      reason: f.reason,
    }));
  const production = productionRows(order, snapshot);
  products.forEach((item, index) => {
    const fit = production[index]?.fit;
    if (fit && !fit.fits)
      found[item.key]?.push({ rule: "roll_width", label: "Past niet op de rol", reason: fit.message });
  });
  return found;
}
