// The owner's voucher codes: list with their uses so far, create, edit, switch off and on. The cart reads the
// same rows on every apply and every cart computation, so a change counts for the next cart at once.
import { asc, eq } from "drizzle-orm";
import {
  storedAmount,
  VOUCHER_CODE_TAKEN,
  type VoucherForm,
} from "../../../domain/shop-settings/voucher-form.ts";
import type { Db, Tx } from "../../db/client.ts";
import { ClientError } from "../../http/errors.ts";
import { vouchers } from "../../vouchers/vouchers.schema.ts";
import { type Actor, writeAudit } from "../audit.ts";

export const VOUCHER_NOT_FOUND = "Deze kortingscode bestaat niet (meer).";

/** A voucher as the back office shows it; `usedCount` is the count the cart keeps (server/cart/voucher-use.ts). */
export type VoucherListing = typeof vouchers.$inferSelect;

/** What the audit log keeps of a voucher: everything the owner can change, and the uses at that moment. */
function auditView(v: VoucherListing) {
  const { id: _id, ...rest } = v;
  return rest;
}

export class VoucherAdminService {
  constructor(private readonly db: Db) {}

  list(): Promise<VoucherListing[]> {
    return this.db.select().from(vouchers).orderBy(asc(vouchers.code));
  }

  async create(form: VoucherForm, actor: Actor): Promise<VoucherListing> {
    return this.db.transaction(async (tx) => {
      await this.#refuseTaken(tx, form.code);
      const [row] = await tx
        .insert(vouchers)
        .values({ ...form, amount: storedAmount(form) })
        .returning()
        .catch(takenOnConflict);
      if (!row) throw new Error("voucher not inserted");
      await writeAudit(tx, actor, { action: "voucher.create", subject: row.code, after: auditView(row) });
      return row;
    });
  }

  /** Replaces what the owner can change; the uses so far stay as the cart counted them. */
  async update(id: number, form: VoucherForm, actor: Actor): Promise<VoucherListing> {
    return this.db.transaction(async (tx) => {
      const before = await this.#lock(tx, id);
      if (form.code !== before.code) await this.#refuseTaken(tx, form.code);
      const [row] = await tx
        .update(vouchers)
        .set({ ...form, amount: storedAmount(form) })
        .where(eq(vouchers.id, id))
        .returning()
        .catch(takenOnConflict);
      if (!row) throw new ClientError(404, { id: VOUCHER_NOT_FOUND });
      await writeAudit(tx, actor, {
        action: "voucher.update",
        subject: row.code,
        before: auditView(before),
        after: auditView(row),
      });
      return row;
    });
  }

  async setActive(id: number, active: boolean, actor: Actor): Promise<VoucherListing> {
    return this.db.transaction(async (tx) => {
      const before = await this.#lock(tx, id);
      const [row] = await tx.update(vouchers).set({ active }).where(eq(vouchers.id, id)).returning();
      if (!row) throw new ClientError(404, { id: VOUCHER_NOT_FOUND });
      await writeAudit(tx, actor, {
        action: active ? "voucher.enable" : "voucher.disable",
        subject: row.code,
        before: { active: before.active },
        after: { active: row.active },
      });
      return row;
    });
  }

  /** The row, locked like the cart's use counting locks it (voucher-use.ts), so an edit waits for an order. */
  async #lock(tx: Tx, id: number): Promise<VoucherListing> {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for("no key update");
    if (!row) throw new ClientError(404, { id: VOUCHER_NOT_FOUND });
    return row;
  }

  async #refuseTaken(tx: Tx, code: string): Promise<void> {
    const [taken] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code));
    if (taken) throw new ClientError(409, { code: VOUCHER_CODE_TAKEN });
  }
}

/** Two owners saving the same new code at once: the second meets the unique index, and hears it as a 409. */
function takenOnConflict(error: unknown): never {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? e.code : undefined);
  const cause = error && typeof error === "object" && "cause" in error ? error.cause : undefined;
  if (code(error) === "23505" || code(cause) === "23505")
    throw new ClientError(409, { code: VOUCHER_CODE_TAKEN });
  throw error;
}
