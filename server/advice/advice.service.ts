// Home advice and measuring appointments (NL only): the service area of a postcode from the shop's ranges,
// the free-advice coupon, and storing a request with its number, its coupon use and both mails at once.

import { and, desc, eq, gt, sql } from "drizzle-orm";
import {
  ADVICE_COUPON_INVALID,
  adviceFee,
  adviceNotFoundMessage,
  adviceNumber,
} from "../../domain/advice/advice.ts";
import {
  postcodeDigits,
  type ServiceAreaCheck,
  type ServiceAreaRange,
  serviceAreaFor,
} from "../../domain/advice/service-area.ts";
import { adviceVoucherProblem, VOUCHER_UNKNOWN } from "../../domain/cart/vouchers.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import type { Store } from "../../domain/store.ts";
import type { AdviceForm } from "../../domain/validation/advice.ts";
import { POSTCODE_INVALID } from "../../domain/validation/messages.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { lockVisitor } from "../http/visitor-lock.ts";
import type { Mailer } from "../mail/mailer.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { type VouchersService, voucherRule } from "../vouchers/vouchers.service.ts";
import { adviceRequests, serviceAreas } from "./advice.schema.ts";
import { ADVICE_SUBJECT, adviceShopMail, adviceVisitorMail } from "./advice-mail.tsx";

/** The answer of advice/submit-form (spec section 7: order{status}), with the request's number. */
export interface AdviceSubmitted {
  order: { status: true; number: string };
}

export type CouponCheck = { valid: true; code: string; name: string } | { valid: false; message: string };

/** A second identical submit within this time (a double click, a resend) answers the first request. */
const DUPLICATE_WINDOW = sql`now() - interval '10 minutes'`;

/** JSON with sorted keys: jsonb keeps its own key order, so a stored form is compared by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

export class AdviceService {
  constructor(
    private readonly db: Db,
    private readonly mail: Mailer,
    private readonly vouchers: VouchersService,
  ) {}

  /**
   * The postcode ranges as the shop keeps them. Read per call (a handful of rows), so an edit by the owner
   * counts at once in every process.
   */
  async ranges(executor: Db | Tx = this.db): Promise<ServiceAreaRange[]> {
    const rows = await executor.select().from(serviceAreas);
    return rows.map((r) => ({
      name: r.name,
      from: r.fromPostcode,
      to: r.toPostcode,
      kind: r.kind,
      fee_cents: r.feeCents,
    }));
  }

  /** free, paid (with its fee) or not_found for a Dutch postcode; anything else is a 400. */
  async checkZipcode(zipcode: string, executor: Db | Tx = this.db): Promise<ServiceAreaCheck> {
    const digits = postcodeDigits(zipcode);
    if (digits === null) throw new ClientError(400, { zipcode: POSTCODE_INVALID });
    return serviceAreaFor(digits, await this.ranges(executor));
  }

  /** Whether a code makes the appointment free now: only free_advice vouchers, valid and not used up. */
  async checkCoupon(code: string): Promise<CouponCheck> {
    const [voucher] = await this.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, code.trim().toUpperCase()));
    if (!voucher) return { valid: false, message: VOUCHER_UNKNOWN };
    const problem = adviceVoucherProblem(voucherRule(voucher), shopToday());
    return problem
      ? { valid: false, message: problem }
      : { valid: true, code: voucher.code, name: voucher.name };
  }

  /**
   * Stores a request whose form the route has validated. The service area comes from the postcode, never from
   * the browser; not_found is refused with the store's phone number. A coupon must be a usable free_advice
   * voucher (else 'De code is niet correct.'); it is used up only where it changes the price (a paid area).
   * The row, the coupon's use and both mails are written in one transaction, under the visitor's lock.
   */
  async submit(sessionId: string, store: Store, form: AdviceForm): Promise<AdviceSubmitted> {
    return this.db.transaction(async (tx) => {
      await lockVisitor(tx, sessionId, store.code);
      const area = await this.checkZipcode(form.zipcode, tx);
      if (area.service_area === "not_found") {
        throw new ClientError(400, { service_area: adviceNotFoundMessage(store.phone) });
      }
      const code = (form.coupon_code ?? "").toUpperCase();
      let voucher: typeof vouchers.$inferSelect | null = null;
      if (code) {
        // Locked, so two requests cannot both take the last use of a limited code.
        const row = await this.vouchers.lock(tx, { code });
        if (!row || adviceVoucherProblem(voucherRule(row), shopToday())) {
          throw new ClientError(400, { coupon_code: ADVICE_COUPON_INVALID });
        }
        voucher = row;
      }
      const used = area.service_area === "paid" ? voucher : null;
      const fee = adviceFee(area, used !== null);
      const stored = {
        ...form,
        coupon_code: voucher?.code ?? "",
        service_area: area.service_area,
        service_area_name: area.name,
      };

      const [previous] = await tx
        .select()
        .from(adviceRequests)
        .where(and(eq(adviceRequests.sessionId, sessionId), gt(adviceRequests.createdAt, DUPLICATE_WINDOW)))
        .orderBy(desc(adviceRequests.id))
        .limit(1);
      if (previous && canonical(previous.form) === canonical(stored)) {
        return { order: { status: true as const, number: previous.number } };
      }

      // The id first, so the number can be written with the row; both drivers answer { rows }.
      const sequence = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('advice_requests', 'id')) as id`,
      )) as unknown as { rows: { id: number | string }[] };
      const id = Number(sequence.rows[0]?.id);
      const number = adviceNumber(id);
      await tx.insert(adviceRequests).values({
        id,
        number,
        sessionId,
        store: store.code,
        form: stored,
        serviceArea: area.service_area,
        feeCents: fee,
        voucherId: used?.id ?? null,
      });
      if (used)
        await this.vouchers.takeUse(tx, used, (row) => adviceVoucherProblem(voucherRule(row), shopToday()));
      const forMail = {
        number,
        form,
        area,
        fee,
        coupon: used ? { code: used.code, name: used.name } : null,
        store,
      };
      await this.mail.enqueue(tx, {
        kind: "advice-request",
        to: form.email,
        subject: ADVICE_SUBJECT,
        content: adviceVisitorMail(forMail),
      });
      await this.mail.enqueue(tx, {
        kind: "advice-request-shop",
        to: this.mail.shopEmail,
        subject: `Nieuwe adviesafspraak ${number}`,
        content: adviceShopMail(forMail),
      });
      return { order: { status: true as const, number } };
    });
  }
}
