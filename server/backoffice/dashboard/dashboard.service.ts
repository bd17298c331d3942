// The back office's dashboard: paid orders and revenue today, this week and this month, open requests per kind,
// failed mails, payments pending, and revenue per day for the last 30 days. Aggregated in SQL, in the shop's
// time zone (Europe/Amsterdam), weeks starting on Monday (PostgreSQL's date_trunc('week') is ISO).

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
  /** Cents incl. VAT. */
  revenueCents: count,
  revenueExclVatCents: count,
  /** Revenue incl. VAT per paid order, rounded to the cent; 0 without orders. */
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
              count(*) filter (where paid_at >= ${starts[key]}) as ${sql.raw(`${key}_n`)},
              coalesce(sum(total_cents) filter (where paid_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_total`)},
              coalesce(sum(tax_cents) filter (where paid_at >= ${starts[key]}), 0) as ${sql.raw(`${key}_tax`)}`,
          ),
          sql`,`,
        )}
      from orders
      where paid_at is not null and paid_at <= ${at}
        and paid_at >= least(${starts.week}, ${starts.month})
    `)) as unknown as Rows<Record<string, string | number>>;
    const row = sales.rows[0] ?? {};

    const open = await this.openRequests(at, starts);

    const series = (await this.db.execute(sql`
      select to_char(paid_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day,
             count(*) as n, sum(total_cents) as total, sum(tax_cents) as tax
      from orders
      where paid_at is not null and paid_at <= ${at}
        and paid_at >= (date_trunc('day', ${at} at time zone ${SHOP_TIME_ZONE})
                        - make_interval(days => ${SERIES_DAYS - 1})) at time zone ${SHOP_TIME_ZONE}
      group by 1
    `)) as unknown as Rows<{ day: string; n: string | number; total: string | number; tax: string | number }>;
    const firstDay = (await this.db.execute(sql`
      select to_char(date_trunc('day', ${at} at time zone ${SHOP_TIME_ZONE})
                     - make_interval(days => ${SERIES_DAYS - 1}), 'YYYY-MM-DD') as day
    `)) as unknown as Rows<{ day: string }>;
    const byDay = new Map(series.rows.map((r) => [r.day, r]));
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
          averageOrderCents: paidOrders > 0 ? Math.round(revenueCents / paidOrders) : 0,
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
