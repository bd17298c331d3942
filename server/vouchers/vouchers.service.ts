// The voucher codes: the owner's list, create, edit, switch off and on; and counting their uses, the one place
// where orders and home advice appointments take and give back a use, under a lock on the voucher's row inside
// the caller's transaction, so together they can never take more than a limited code allows. The cart reads
// the same rows on every apply and every cart computation, so a change counts for the next cart at once.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { VoucherRule } from "../../domain/cart/vouchers.ts";
import {
  storedAmount,
  VOUCHER_CODE_TAKEN,
  type VoucherForm,
} from "../../domain/shop-settings/voucher-form.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { vouchers } from "./vouchers.schema.ts";

export const VOUCHER_NOT_FOUND = "Deze kortingscode bestaat niet (meer).";

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher as the back office shows it; `usedCount` is the count the uses below keep. */
export type VoucherListing = VoucherRow;

/** A voucher row as the voucher rules (domain/cart/vouchers.ts) read it: the cart, orders and advice use it. */
export function voucherRule(v: VoucherRow): VoucherRule {
  return {
    id: v.id,
    code: v.code,
    name: v.name,
    kind: v.kind,
    amount: v.amount,
    discount_on: v.discountOn,
    valid_from: v.validFrom,
    valid_until: v.validUntil,
    min_order: v.minOrderCents,
    max_uses: v.maxUses,
    used_count: v.usedCount,
    active: v.active,
  };
}

/** What the audit log keeps of a voucher: everything the owner can change, and the uses at that moment. */
function auditView(v: VoucherListing) {
  const { id: _id, ...rest } = v;
  return rest;
}

export class VouchersService {
  constructor(private readonly db: Db) {}

  /**
   * Reads a voucher and locks its row until the caller's transaction ends: a second transaction wanting the same
   * code waits here, then sees the count the first one left.
   */
  async lock(tx: Tx, by: { id: number } | { code: string }): Promise<VoucherRow | undefined> {
    const [row] = await tx
      .select()
      .from(vouchers)
      .where("id" in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code))
      // Not plain 'update': an order or advice row referencing the voucher holds a key-share lock on it (its
      // foreign key), which 'update' would wait for; two such transactions would each wait for the other.
      .for("no key update");
    return row;
  }

  /**
   * Takes one use of a voucher locked with `lock`, after `problem` (the caller's rule, which includes the usage
   * limit) found nothing against it. Answers the problem, and then takes nothing.
   */
  async takeUse(
    tx: Tx,
    voucher: VoucherRow,
    problem: (row: VoucherRow) => string | null,
  ): Promise<string | null> {
    const reason = problem(voucher);
    if (reason) return reason;
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, voucher.id));
    return null;
  }

  /**
   * Counts a use without asking: for money already taken (a late payment of an order that had given its use
   * back), where refusing would only make the count wrong. The count may then exceed the limit.
   */
  async forceUse(tx: Tx, voucherId: number): Promise<void> {
    await this.lock(tx, { id: voucherId });
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, voucherId));
  }

  /** Gives one use back (an order that expired or was cancelled). */
  async releaseUse(tx: Tx, voucherId: number): Promise<void> {
    await this.lock(tx, { id: voucherId });
    await tx
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
      .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
  }

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

  /** The row, locked as the use counting locks it, so an edit waits for an order. */
  async #lock(tx: Tx, id: number): Promise<VoucherListing> {
    const row = await this.lock(tx, { id });
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
