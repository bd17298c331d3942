// Home advice and measuring appointments (NL only): the service area of a postcode from the shop's ranges,
// the free-advice coupon, and storing a request with its number, its coupon use and both mails at once. The
// back office's side: the postcode ranges as the owner edits them, and the appointments as the shop handles
// them (list, detail, status and internal note, audit-logged).

import { and, asc, count, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import {
  ADVICE_COUPON_INVALID,
  adviceFee,
  adviceNotFoundMessage,
  adviceNumber,
  adviceRequestLabels,
  productFamilyLabels,
} from "../../domain/advice/advice.ts";
import {
  postcodeDigits,
  type ServiceAreaCheck,
  type ServiceAreaRange,
  serviceAreaFor,
} from "../../domain/advice/service-area.ts";
import { adviceVoucherProblem, VOUCHER_UNKNOWN } from "../../domain/cart/vouchers.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import type { ProductFamily } from "../../domain/products.ts";
import type { RequestChange, RequestDetail } from "../../domain/requests.ts";
import { type ServiceAreaRow, serviceAreaProblems } from "../../domain/shop-settings/shop-rates.ts";
import type { Store } from "../../domain/store.ts";
import type { AdviceForm, AdviceRequest } from "../../domain/validation/advice.ts";
import { POSTCODE_INVALID } from "../../domain/validation/messages.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { lockVisitor } from "../http/visitor-lock.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  changeHandling,
  customerColumns,
  customerOf,
  fullName,
  handling,
  handlingOf,
  newestFirst,
  orEmpty,
  type RequestFilter,
  type RequestPage,
  type RequestSearch,
  requestPage,
  stateOf,
  str,
} from "../requests/request-handling.ts";
import { vouchers } from "../vouchers/vouchers.schema.ts";
import { type VouchersService, voucherRule } from "../vouchers/vouchers.service.ts";
import { adviceRequests, serviceAreas } from "./advice.schema.ts";
import { ADVICE_SUBJECT, adviceShopMail, adviceVisitorMail } from "./advice-mail.tsx";

/** The answer of advice/submit-form (spec section 7: order{status}), with the request's number. */
export interface AdviceSubmitted {
  order: { status: true; number: string };
}

export type CouponCheck = { valid: true; code: string; name: string } | { valid: false; message: string };

export const ADVICE_REQUEST_NOT_FOUND = "Deze adviesafspraak bestaat niet (meer).";

/** What the back office's list searches: the number and the customer's fields of the stored form. */
const search: RequestSearch = {
  status: adviceRequests.status,
  number: adviceRequests.number,
  ...customerColumns(sql`${adviceRequests.form}`),
};

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

  /** The postcode ranges as the owner edits them (back office), by kind and first postcode. */
  async serviceAreaRows(): Promise<ServiceAreaRow[]> {
    const rows = await this.db
      .select()
      .from(serviceAreas)
      .orderBy(asc(serviceAreas.kind), asc(serviceAreas.fromPostcode), asc(serviceAreas.id));
    return rows.map(areaRow);
  }

  /** Replaces every range at once, so the list the owner saw and checked is exactly the list that counts. */
  async replaceServiceAreas(areas: ServiceAreaRow[], actor: Actor): Promise<ServiceAreaRow[]> {
    const cleaned = areas.map((a) => ({ ...a, feeCents: a.kind === "free" ? 0 : a.feeCents }));
    const problems = serviceAreaProblems(cleaned);
    if (Object.keys(problems).length > 0) throw new ClientError(400, problems);
    await this.db.transaction(async (tx) => {
      // Serialises two owners saving at once: the second replaces the first's list whole, never half.
      await tx.execute(sql`lock table ${serviceAreas} in share row exclusive mode`);
      const before = await tx.select().from(serviceAreas).orderBy(asc(serviceAreas.id));
      await tx.delete(serviceAreas);
      if (cleaned.length > 0)
        await tx.insert(serviceAreas).values(
          cleaned.map((a) => ({
            name: a.name,
            fromPostcode: a.from,
            toPostcode: a.to,
            kind: a.kind,
            feeCents: a.feeCents,
          })),
        );
      await writeAudit(tx, actor, {
        action: "settings.service_areas",
        subject: "servicegebieden",
        before: before.map(areaRow),
        after: cleaned,
      });
    });
    return this.serviceAreaRows();
  }

  /** A page of appointments for the back office, newest first, with the filter applied. */
  requestPage(filter: RequestFilter): Promise<RequestPage> {
    return requestPage(search, filter, {
      rows: async (where, limit, offset) => {
        const rows = await this.db
          .select({
            number: adviceRequests.number,
            ...stateOf(adviceRequests),
            store: adviceRequests.store,
            email: search.email,
            firstname: search.firstname,
            lastname: search.lastname,
            postcode: search.postcode,
            amountCents: adviceRequests.feeCents,
            area: orEmpty(sql`${adviceRequests.form}->>'service_area_name'`),
          })
          .from(adviceRequests)
          .where(where)
          .orderBy(...newestFirst(adviceRequests))
          .limit(limit)
          .offset(offset);
        return rows.map(({ area, firstname, lastname, ...row }) => ({
          ...row,
          name: fullName(firstname, lastname),
          about: area || "Buiten het servicegebied",
        }));
      },
      total: async (where: SQL | undefined) => {
        const [row] = await this.db.select({ n: count() }).from(adviceRequests).where(where);
        return row?.n ?? 0;
      },
    });
  }

  /** The appointment as the back office shows it, or null when the number is unknown. */
  async findRequest(number: string): Promise<RequestDetail | null> {
    const [a] = await this.db.select().from(adviceRequests).where(eq(adviceRequests.number, number));
    if (!a) return null;
    const form = a.form;
    const products = Array.isArray(form.product_interest) ? form.product_interest.map(str) : [];
    const amount = Number(form.product_amount);
    return {
      ...handling(a),
      kind: "advice",
      number: a.number,
      store: a.store,
      customer: customerOf(form, a.store),
      content: {
        kind: "advice",
        request: adviceRequestLabels[str(form.request) as AdviceRequest] ?? str(form.request),
        products: products.map((p) => productFamilyLabels[p as ProductFamily] ?? p),
        productAmount: Number.isFinite(amount) && amount > 0 ? amount : null,
        serviceArea: str(form.service_area_name) || a.serviceArea,
        feeCents: a.feeCents,
        coupon: str(form.coupon_code) || null,
      },
    };
  }

  async requestDetail(number: string): Promise<RequestDetail> {
    const detail = await this.findRequest(number);
    if (!detail) throw new ClientError(404, { number: ADVICE_REQUEST_NOT_FOUND });
    return detail;
  }

  /** Sets the status and/or the internal note (an empty note removes it); audit-logged when anything changed. */
  async changeRequest(number: string, change: RequestChange, actor: Actor): Promise<RequestDetail> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select(handlingOf(adviceRequests))
        .from(adviceRequests)
        .where(eq(adviceRequests.number, number))
        .for("update");
      if (!before) throw new ClientError(404, { number: ADVICE_REQUEST_NOT_FOUND });
      await changeHandling(tx, actor, { audit: "advice", number, before }, change, (values) =>
        tx.update(adviceRequests).set(values).where(eq(adviceRequests.id, before.id)),
      );
    });
    return this.requestDetail(number);
  }
}

/** A stored range as the back office shows and edits it. */
function areaRow(r: typeof serviceAreas.$inferSelect): ServiceAreaRow {
  return { name: r.name, from: r.fromPostcode, to: r.toPostcode, kind: r.kind, feeCents: r.feeCents };
}
