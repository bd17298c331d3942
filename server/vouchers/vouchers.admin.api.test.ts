// Vouchers in the back office: made, checked in Dutch, edited and switched off by the owner, and what the next
// visitor's cart does with each change; every change in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConfValues } from "../../domain/configurator/types.ts";
import { applyPercent } from "../../domain/money.ts";
import {
  placeOrder,
  readyVisitor,
  rollerBlindValues,
  visitorWithRollerBlind,
} from "../../tests/helpers/checkout.ts";
import { type StaffClient, staffClient } from "../../tests/helpers/staff.ts";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app.ts";

let t: TestApp;
let owner: StaffClient;
let values: ConfValues;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffClient(t, "eigenaar");
  values = await rollerBlindValues(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** A new visitor with the roller blind in the cart, then `code` applied: the answer and what the code took off. */
async function freshCartWith(code: string) {
  const { v, cart: before } = await visitorWithRollerBlind(t.app, values);
  const applied = (await v.post("/api/cart/coupon", { code })).json();
  return {
    result: applied.result as boolean,
    msg: applied.msg as string,
    subtotal: before.subtotal,
    voucherDiscount: (applied.cart.total_discount as number) - before.total_discount,
  };
}

const herfst = { code: "herfst-test", name: "Herfstkorting", kind: "percentage", amount: 10 };

async function listed(code: string) {
  const res = await owner.get("/api/beheer/vouchers");
  expect(res.statusCode).toBe(200);
  return (res.json().vouchers as { code: string; id: number; usedCount: number; amount: number }[]).find(
    (v) => v.code === code,
  );
}

describe("vouchers in the back office", () => {
  it("lists the codes with their uses so far, counted as the cart counts them", async () => {
    expect(await listed("EENMALIG")).toMatchObject({ maxUses: 1, usedCount: 1, active: true });
    const created = await owner.post("/api/beheer/vouchers", {
      code: "TELLER",
      name: "Teller",
      kind: "fixed",
      amount: 500,
      maxUses: 5,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().voucher.usedCount).toBe(0);
    const { v, csrf } = await readyVisitor(t.app, values);
    expect((await v.post("/api/cart/coupon", { code: "TELLER" })).json().result).toBe(true);
    expect((await placeOrder(v, csrf)).statusCode).toBe(200);
    expect(await listed("TELLER")).toMatchObject({ usedCount: 1, maxUses: 5 });
  });

  it("refuses bad input in Dutch and creates nothing", async () => {
    const count = (await owner.get("/api/beheer/vouchers")).json().vouchers.length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...herfst, code: "a b" }, "code", /letters, cijfers/],
      [{ ...herfst, amount: 150 }, "amount", /tussen 1 en 100/],
      [{ ...herfst, kind: "fixed", amount: 0 }, "amount", /groter dan € 0,00/],
      [{ ...herfst, validFrom: "2026-06-10", validUntil: "2026-06-01" }, "validUntil", /einddatum/],
      [{ ...herfst, validFrom: "2026-13-01" }, "validFrom", /datum/],
      [{ ...herfst, minOrderCents: -1 }, "minOrderCents", /negatief/],
      [{ ...herfst, kind: "cadeau" }, "kind", /soort korting/],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.post("/api/beheer/vouchers", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], field).toMatch(message);
    }
    const taken = await owner.post("/api/beheer/vouchers", { ...herfst, code: "welkom10" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toBe("Deze code bestaat al; kies een andere.");
    expect((await owner.get("/api/beheer/vouchers")).json().vouchers.length).toBe(count);
  });

  it("makes a code the next cart applies, and an edit counts for the cart after that", async () => {
    const created = await owner.post("/api/beheer/vouchers", herfst);
    expect(created.statusCode).toBe(200);
    const voucher = created.json().voucher;
    expect(voucher).toMatchObject({ code: "HERFST-TEST", amount: 10, usedCount: 0, active: true });

    const first = await freshCartWith("herfst-test");
    expect(first.result).toBe(true);
    expect(first.voucherDiscount).toBe(applyPercent(first.subtotal, 10));

    const edited = await owner.put(`/api/beheer/vouchers/${voucher.id}`, { ...herfst, amount: 25 });
    expect(edited.statusCode).toBe(200);
    const second = await freshCartWith("HERFST-TEST");
    expect(second.result).toBe(true);
    expect(second.voucherDiscount).toBe(applyPercent(second.subtotal, 25));
    expect(second.voucherDiscount).toBeGreaterThan(first.voucherDiscount);

    const audit = (await owner.get("/api/beheer/audit?zoek=HERFST-TEST")).json().entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(["voucher.update", "voucher.create"]);
    expect(audit[0].before.amount).toBe(10);
    expect(audit[0].after.amount).toBe(25);
    expect(audit[0].actor).toBe(owner.member.email);
  });

  it("switches a code off, so the cart refuses it with its Dutch message, and on again", async () => {
    const voucher = await listed("WELKOM10");
    if (!voucher) throw new Error("WELKOM10 not seeded");
    const off = await owner.patch(`/api/beheer/vouchers/${voucher.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().voucher.active).toBe(false);
    const refused = await freshCartWith("WELKOM10");
    expect(refused).toMatchObject({
      result: false,
      msg: "Deze kortingscode is niet meer geldig.",
      voucherDiscount: 0,
    });

    expect((await owner.patch(`/api/beheer/vouchers/${voucher.id}`, { active: true })).statusCode).toBe(200);
    expect((await freshCartWith("WELKOM10")).result).toBe(true);
    const audit = (await owner.get("/api/beheer/audit?zoek=WELKOM10")).json().entries;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(["voucher.enable", "voucher.disable"]);
  });

  it("answers 404 for an unknown voucher and 409 when an edit takes another code", async () => {
    expect((await owner.patch("/api/beheer/vouchers/999999", { active: false })).statusCode).toBe(404);
    const mine = await listed("HERFST-TEST");
    const clash = await owner.put(`/api/beheer/vouchers/${mine?.id}`, { ...herfst, code: "TWEEDE50" });
    expect(clash.statusCode).toBe(409);
    expect((await listed("HERFST-TEST"))?.amount).toBe(25);
  });
});
