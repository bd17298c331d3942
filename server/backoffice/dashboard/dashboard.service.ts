// The back office's dashboard: paid orders and revenue today, this week and this month, open requests per kind,
// failed mails, payments pending, and revenue per day for the last 30 days. Revenue is what was paid minus what
// was refunded: an order counts on the day it was paid, a refund on the day the provider confirmed it (as its
// credit note is dated). Aggregated in SQL, in the shop's time zone (Europe/Amsterdam), weeks starting on
// Monday (PostgreSQL's date_trunc('week') is ISO).

import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { SHOP_TIME_ZONE } from "../../../domain/delivery/shop-time.ts";
import type { Db } from "../../db/client.ts";

export const SERIES_DAYS = 30;

const count = z.number().int();

/** The open requests of each kind; the keys are the kinds the dashboard counts. */
const openRequestsSchema = z.object({ quotes: count, advice: count, service: count, swatches: count });
export const requestKinds = openRequestsSchema.keyof().options;
export type RequestKind = (typeof requestKinds)[number];

const periodSchema = z.object({
  /** When the period began (midnight in Amsterdam of its first day). */
  from: z.date(),
  paidOrders: count,
  /** Cents incl. VAT: the period's paid orders minus the refunds confirmed in it. */
  revenueCents: count,
  revenueExclVatCents: count,
  /** Refunds confirmed in the period, incl. VAT (already subtracted from the revenue). */
  refundedCents: count,
  /** The paid orders' total incl. VAT per paid order, rounded to the cent; 0 without orders. */
  averageOrderCents: count,
  openRequests: openRequestsSchema,
});
export type PeriodFigures = z.infer<typeof periodSchema>;

const periodsSchema = z.object({ today: periodSchema, week: periodSchema, month: periodSchema });
export const periodKeys = periodsSchema.keyof().options;
export type PeriodKey = (typeof periodKeys)[number];

const daySchema = z.object({
  /** YYYY-MM-DD in Amsterdam. */
  day: z.string(),
  paidOrders: count,
  revenueCents: count,
  revenueExclVatCents: count,
  refundedCents: count,
});
export type DayFigures = z.infer<typeof daySchema>;

/** What GET /api/beheer/dashboard answers; the response schema and the type in one. */
export const dashboardSchema = z.object({
  at: z.date(),
  periods: periodsSchema,
  /** Mails the outbox gave up on (mail_outbox status failed). */
  failedMails: count,
  /** Payment attempts still waiting for the provider's outcome, of orders waiting for payment. */
  pendingPayments: count,
  /** The last SERIES_DAYS days, oldest first, today last; days without orders are 0. */
  revenuePerDay: z.array(daySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

type Rows<T> = { rows: T[] };

/**
 * Every movement of revenue: a paid order (+ its total and VAT, n = 1) and a confirmed refund (− its amount and
 * the VAT it gave back: its credit note's, or the order's VAT share for an order paid before invoicing).
 */
const movements = sql`(
  select paid_at as moved_at, 1 as n, total_cents as total, total_cents as sold, tax_cents as tax, 0 as refunded
  from orders where paid_at is not null
  union all
  select r.confirmed_at, 0, -r.amount_cents, 0,
         -coalesce(i.vat_cents, round(o.tax_cents::numeric * r.amount_cents / nullif(o.total_cents, 0)), 0),
         r.amount_cents
  from refunds r
  join orders o on o.id = r.order_id
  left join invoices i on i.refund_id = r.id
  where r.status = 'refunded' and r.confirmed_at is not null
)`;

/** Midnight (Amsterdam) of the period's first day that holds `now`, as a timestamptz expression. */
function periodStart(now: SQL, unit: "day" | "week" | "month"): SQL {
  return sql`(date_trunc(${unit}, ${now} at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
}

/** The next calendar day of a YYYY-MM-DD. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export class DashboardService {
  constructor(private readonly db: Db) {}

  async summary(now = new Date()): Promise<Dashboard> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const starts = {
      today: periodStart(at, "day"),
      week: periodStart(at, "week"),
      month: periodStart(at, "month"),
    };
    const bounds = (await this.db.execute(sql`
      select ${starts.today} as today, ${starts.week} as week, ${starts.month} as month
    `)) as unknown as Rows<Record<PeriodKey, string | Date>>;
    const from = bounds.rows[0];
    if (!from) throw new Error("no period bounds");

    const sales = (await this.db.execute(sql`
      select
        ${sql.join(
          periodKeys.map(
            (key) => sql`
              coalesce(sum(n) filter (where moved_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_n`)},
              coalesce(sum(total) filter (where moved_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_total`)},
              coalesce(sum(sold) filter (where moved_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_sold`)},
              coalesce(sum(tax) filter (where moved_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_tax`)},
              coalesce(sum(refunded) filter (where moved_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_refunded`)}`,
          ),
          sql`,`,
        )}
      from ${movements} m
      where moved_at <= ${at} and moved_at >= least(${starts.week}, ${starts.month})
    `)) as unknown as Rows<Record<string, string | number>>;
    const row = sales.rows[0] ?? {};

    const open = await this.openRequests(at, starts);

    const series = (await this.db.execute(sql`
      select to_char(moved_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day,
             sum(n) as n, sum(total) as total, sum(tax) as tax, sum(refunded) as refunded
      from ${movements} m
      where moved_at <= ${at}
        and moved_at >= (date_trunc('day', ${at} at time zone ${SHOP_TIME_ZONE})
                        - make_interval(days => ${SERIES_DAYS - 1})) at time zone ${SHOP_TIME_ZONE}
      group by 1
    `)) as unknown as Rows<Record<"day" | "n" | "total" | "tax" | "refunded", string | number>>;
    const firstDay = (await this.db.execute(sql`
      select to_char(date_trunc('day', ${at} at time zone ${SHOP_TIME_ZONE})
                     - make_interval(days => ${SERIES_DAYS - 1}), 'YYYY-MM-DD') as day
    `)) as unknown as Rows<{ day: string }>;
    const byDay = new Map(series.rows.map((r) => [String(r.day), r]));
    const revenuePerDay: DayFigures[] = [];
    let day = firstDay.rows[0]?.day ?? now.toISOString().slice(0, 10);
    for (let i = 0; i < SERIES_DAYS; i++) {
      const found = byDay.get(day);
      const total = Number(found?.total ?? 0);
      revenuePerDay.push({
        day,
        paidOrders: Number(found?.n ?? 0),
        revenueCents: total,
        revenueExclVatCents: total - Number(found?.tax ?? 0),
        refundedCents: Number(found?.refunded ?? 0),
      });
      day = nextDay(day);
    }

    const [mails] = (
      (await this.db.execute(
        sql`select count(*) as n from mail_outbox where status = 'failed'`,
      )) as unknown as Rows<{ n: string | number }>
    ).rows;
    const [pending] = (
      (await this.db.execute(sql`
        select count(*) as n from payments p join orders o on o.id = p.order_id
        where p.status = 'pending' and o.status = 'pending_payment'
      `)) as unknown as Rows<{ n: string | number }>
    ).rows;

    const periods = Object.fromEntries(
      periodKeys.map((key) => {
        const paidOrders = Number(row[`${key}_n`] ?? 0);
        const revenueCents = Number(row[`${key}_total`] ?? 0);
        const figures: PeriodFigures = {
          from: new Date(from[key]),
          paidOrders,
          revenueCents,
          revenueExclVatCents: revenueCents - Number(row[`${key}_tax`] ?? 0),
          refundedCents: Number(row[`${key}_refunded`] ?? 0),
          averageOrderCents: paidOrders > 0 ? Math.round(Number(row[`${key}_sold`] ?? 0) / paidOrders) : 0,
          openRequests: open[key],
        };
        return [key, figures];
      }),
    ) as Record<PeriodKey, PeriodFigures>;

    return {
      at: now,
      periods,
      failedMails: Number(mails?.n ?? 0),
      pendingPayments: Number(pending?.n ?? 0),
      revenuePerDay,
    };
  }

  /** Requests per kind made in each period that still need handling: status nieuw or in_behandeling. */
  async openRequests(
    at: SQL,
    starts: Record<PeriodKey, SQL>,
  ): Promise<Record<PeriodKey, Record<RequestKind, number>>> {
    const tables: Record<RequestKind, string> = {
      quotes: "quotes",
      advice: "advice_requests",
      service: "service_requests",
      swatches: "swatch_orders",
    };
    const parts = requestKinds.flatMap((kind) =>
      periodKeys.map(
        (key) => sql`(select count(*) from ${sql.raw(tables[kind])}
          where created_at >= ${starts[key]} and created_at <= ${at} and status <> 'afgehandeld') as ${sql.raw(`${kind}_${key}`)}`,
      ),
    );
    const result = (await this.db.execute(sql`select ${sql.join(parts, sql`,`)}`)) as unknown as Rows<
      Record<string, string | number>
    >;
    const counts = result.rows[0] ?? {};
    return Object.fromEntries(
      periodKeys.map((key) => [
        key,
        Object.fromEntries(requestKinds.map((kind) => [kind, Number(counts[`${kind}_${key}`] ?? 0)])),
      ]),
    ) as Record<PeriodKey, Record<RequestKind, number>>;
  }
}
