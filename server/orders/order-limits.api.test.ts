// The largest orders and quotes through the real app: the biggest cart a visitor can build is refused in Dutch
// (never a 500), a cart just below the online maximum is ordered and quoted, one cent-step above it is not,
// and the money columns hold amounts beyond 32 bits.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../catalog/catalogue.ts";
import { configurationFor } from "../../catalog/configurations/configurations.ts";
import type { SeedProduct } from "../../catalog/types.ts";
import type { Cart } from "../../domain/cart/types.ts";
import { dimensionOptions } from "../../domain/configurator/matrix.ts";
import type { ConfigurationDef, ConfValues } from "../../domain/configurator/types.ts";
import { CART_MAX_QUANTITY, CART_MAX_ROWS, ORDER_MAX_TOTAL_CENTS } from "../../domain/validation/cart.ts";
import { ORDER_TOO_LARGE } from "../../domain/validation/messages.ts";
import { nlAddress, placeOrder } from "../../tests/helpers/checkout.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";
import { TestVisitor, validValues } from "../../tests/helpers/visitor.ts";
import { quotes } from "../quotes/quotes.schema.ts";

let t: TestApp;
/** The product with the highest price at its largest size, and that configuration. */
let top: { product: SeedProduct; def: ConfigurationDef; values: ConfValues; price: number };

async function priceOf(def: ConfigurationDef, values: ConfValues): Promise<number | null> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/configurator/calc-price",
    payload: { conf_id: def.conf_id, prod_id: def.prod_id, values },
  });
  return res.statusCode === 200 ? (res.json().price ?? null) : null;
}

/** `values` in `width` cm less than the largest width: a distinct row of the same product. */
function narrower(by: number): ConfValues {
  const width = dimensionOptions(top.def).width;
  return { ...top.values, [width?.id ?? 0]: (width?.max_value ?? 0) - by };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITES: "100000", RATE_LIMIT_MAIL: "1000" });
  for (const product of catalogue.products.filter((p) => !p.quoteOnly)) {
    const def = configurationFor(product, catalogue);
    const { width, height } = dimensionOptions(def);
    if (!width?.max_value || !height?.max_value) continue;
    const values = await validValues(t.app, def, {
      widthId: width.id,
      heightId: height.id,
      width: width.max_value,
      height: height.max_value,
    });
    const price = await priceOf(def, values);
    if (price && (!top || price > top.price)) top = { product, def, values, price };
  }
  if (!top) throw new Error("no product gives a price at its largest size");
});
afterAll(async () => {
  await t?.close();
});

/** A visitor with details and iDEAL chosen, and an empty cart. */
async function shopper(): Promise<{ v: TestVisitor; csrf: string }> {
  const v = new TestVisitor(t.app);
  expect(
    (await v.post("/api/checkout/gegevens", { default: { type: "private" }, factuur: nlAddress })).statusCode,
  ).toBe(200);
  const data = (await v.get("/api/checkout/payment-data")).json();
  const ideal = data.paymentMethods.find((m: { type: string }) => m.type === "ideal");
  expect(
    (await v.post("/api/checkout/betalen", { brandCode: "ideal", issuerId: ideal.issuers[0].id })).statusCode,
  ).toBe(200);
  return { v, csrf: data.csrf_token };
}

async function add(v: TestVisitor, values: ConfValues, count: number): Promise<Cart> {
  const res = await v.post("/api/cart/add", {
    conf_id: top.def.conf_id,
    entity_id: top.product.id,
    values,
    count,
  });
  expect(res.statusCode).toBe(200);
  return res.json().cart;
}

const quote = (v: TestVisitor) => v.post("/api/cart/createEstimate", { customer: nlAddress });

describe("the largest orders", () => {
  it("refuses the biggest cart a visitor can build in Dutch, for an order and for a quote", async () => {
    const { v, csrf } = await shopper();
    let cart: Cart | undefined;
    for (let i = 0; i < CART_MAX_ROWS; i++) cart = await add(v, narrower(i), CART_MAX_QUANTITY);
    expect(cart?.total).toBeGreaterThan(ORDER_MAX_TOTAL_CENTS);
    const order = await placeOrder(v, csrf);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ errors: { cart: ORDER_TOO_LARGE } });
    const quoted = await quote(v);
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json()).toEqual({ errors: { cart: ORDER_TOO_LARGE } });
  });

  it("orders and quotes a cart just below the maximum, and refuses one more product", async () => {
    const { v, csrf } = await shopper();
    // Rows of the most expensive product, filled up to the largest count that stays within the maximum.
    let cart = await add(v, narrower(0), 1);
    let row = 0;
    for (;;) {
      const item = Object.values(cart.items).find((i) => i.type === "product" && i.count < CART_MAX_QUANTITY);
      const unit = item ? item.subtotal / item.count : top.price;
      const room = Math.floor((ORDER_MAX_TOTAL_CENTS - cart.total) / unit);
      if (room < 1) break;
      if (item) {
        const count = Math.min(CART_MAX_QUANTITY, item.count + room);
        const res = await v.post("/api/cart/update", { rowid: item.key, count, update: true });
        expect(res.statusCode).toBe(200);
        cart = res.json().cart;
      } else {
        cart = await add(v, narrower(++row), 1);
      }
    }
    expect(cart.total).toBeLessThanOrEqual(ORDER_MAX_TOTAL_CENTS);
    expect(cart.total).toBeGreaterThan(ORDER_MAX_TOTAL_CENTS - 2 * top.price);

    const quoted = await quote(v);
    expect(quoted.statusCode).toBe(200);
    const [stored] = await t.services.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.number, quoted.json().number));
    expect(stored?.totalCents).toBe(cart.total);
    const order = await placeOrder(v, csrf);
    expect(order.statusCode).toBe(200);
    expect(order.json().order.total).toBe(cart.total);

    // One more product passes the maximum.
    expect((await add(v, narrower(row + 1), 1)).total).toBeGreaterThan(ORDER_MAX_TOTAL_CENTS);
    const refusedOrder = await placeOrder(v, csrf);
    expect(refusedOrder.statusCode).toBe(400);
    expect(refusedOrder.json()).toEqual({ errors: { cart: ORDER_TOO_LARGE } });
    const refusedQuote = await quote(v);
    expect(refusedQuote.statusCode).toBe(400);
    expect(refusedQuote.json()).toEqual({ errors: { cart: ORDER_TOO_LARGE } });
  });

  it("stores amounts beyond 32 bits in the money columns", async () => {
    const total = 2 ** 40 + 1;
    const [row] = await t.services.database.db
      .insert(quotes)
      .values({
        number: "OF-TEST-BIG",
        sessionId: "-",
        store: "NL",
        kind: "cart",
        email: "groot@example.nl",
        address: {},
        cart: {} as Cart,
        totalCents: total,
      })
      .returning();
    expect(row?.totalCents).toBe(total);
  });
});
