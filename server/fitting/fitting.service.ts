// The fitting: planning a mount order's appointment (a fitter, a day and window, the moments offered), the
// customer's answer through their link, the fitter's day in travel order, and the signed handover with its PDF.
// Writes only its own tables (fitting.schema.ts); the order's moves and mails go through OrdersService in the
// same transaction. docs/fitting.md.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { postcodeDigits } from "../../domain/advice/service-area.ts";
import { company } from "../../domain/company.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import {
  type ConfirmationState,
  FITTER_REQUIRED,
  type HandoverInput,
  handoverProblems,
  navigationUrl,
  type PlanInput,
  planProblems,
  type Signature,
  type Slot,
  travelOrder,
  windowText,
} from "../../domain/fitting/fitting.ts";
import { orderState } from "../../domain/orders/fulfilment.ts";
import type { StaffMember } from "../../domain/staff.ts";
import { deliveryAddress } from "../../domain/validation/customer.ts";
import type { AdviceService } from "../advice/advice.service.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import { staff } from "../backoffice/backoffice.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import type { MailAttachment } from "../mail/transport.ts";
import { ORDER_NOT_FOUND } from "../orders/order-detail.ts";
import { orders } from "../orders/orders.schema.ts";
import type { OrdersService } from "../orders/orders.service.ts";
import type { ProductionDocuments } from "../production/production-documents.ts";
import { type ProductionCatalogue, productionRows } from "../production/production-rows.ts";
import { fittingAppointments, fittingHandovers, type HandoverRow } from "./fitting.schema.ts";
import { handoverPdf } from "./handover-pdf.ts";

/** The mail worker's attachment source of the signed handover (key: the order number). */
export const HANDOVER_ATTACHMENTS = "fitting-handover";

export const NOT_A_FITTER = "Kies een monteur: deze medewerker is geen actieve monteur.";
export const NOT_YOUR_APPOINTMENT = "Deze montage staat niet op jouw lijst.";
export const NO_APPOINTMENT = "Voor deze bestelling is nog geen montage ingepland.";
export const ALREADY_HANDED_OVER =
  "Deze montage is al opgeleverd en getekend: plannen of opnieuw tekenen kan niet meer.";
export const PLANNERS_ONLY = "Alleen een medewerker of de eigenaar plant montages.";
export const NO_HANDOVER = "Van deze montage is nog geen getekende oplevering.";

/** The shop's head office, where a fitter's day starts. */
const START_POSTCODE = postcodeDigits(company.address.postcode) ?? 2991;

/** Who asks: the member of staff logged in. A fitter sees only their own appointments. */
export type Viewer = Pick<StaffMember, "id" | "email" | "role" | "name">;

export interface RowView {
  position: number;
  label: string;
  room: string | null;
  sizes: string;
  count: number;
  details: string;
}

export interface AppointmentView {
  orderNumber: string;
  fitterId: number;
  fitterName: string;
  date: string;
  from: string;
  to: string;
  alternatives: Slot[];
  confirmation: ConfirmationState;
  confirmedAt: string | null;
  notes: string;
  plannedBy: string;
  state: string;
  handedOver: boolean;
  customer: { name: string; address: string; phone: string; email: string };
  navigationUrl: string;
  rows: RowView[];
}

/** The customer's view through their link. */
export type CustomerView =
  | {
      kind: "open" | "answered";
      number: string;
      firstname: string;
      slot: Slot;
      alternatives: Slot[];
      confirmation: ConfirmationState;
    }
  | { kind: "done"; number: string; firstname: string };

export type LinkProblem = "unknown" | "expired";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

function sizesOf(options: { name: string; value: string }[]): string {
  const width = options.find((o) => o.name === "Breedte")?.value;
  const second = options.find((o) => ["Hoogte", "Uitval", "Diepte"].includes(o.name))?.value;
  return width && second ? `${width} × ${second}` : "maat onbekend";
}

type OrderRow = typeof orders.$inferSelect;

function rowsOf(order: Pick<OrderRow, "number" | "cart">, catalog: ProductionCatalogue): RowView[] {
  return productionRows(order, catalog).map((row) => ({
    position: row.position,
    label: `${row.count} × ${row.productName}`,
    room: row.room,
    sizes: sizesOf(row.options),
    count: row.count,
    details: row.options
      .filter((o) => !["Breedte", "Hoogte", "Uitval", "Diepte"].includes(o.name) && !o.crm_only)
      .map((o) => `${o.name}: ${o.value}`)
      .join(" · "),
  }));
}

export class FittingService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly production: ProductionDocuments,
    private readonly advice: AdviceService,
    private readonly siteUrls: { NL: string; BE: string },
  ) {}

  /** The active fitters, by name: whom an appointment can be planned for. */
  async fitters(): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .select({ id: staff.id, name: staff.name, email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, "monteur"), eq(staff.active, true)))
      .orderBy(asc(staff.name), asc(staff.id));
    return rows.map((r) => ({ id: r.id, name: r.name || r.email }));
  }

  /** The customer's link for a token: /bestelling/{number}/montage?t=… on the order's store. */
  confirmUrl(order: Pick<OrderRow, "number" | "store">, token: string): string {
    const site = (order.store === "BE" ? this.siteUrls.BE : this.siteUrls.NL).replace(/\/$/, "");
    return `${site}/bestelling/${encodeURIComponent(order.number)}/montage?t=${token}`;
  }

  /**
   * Plans (or plans again) the order's fitting for a medewerker or the owner: the fitter must be an active
   * monteur, the moments working days from today on with a window (400s); the order moves (or stays) planned
   * through OrdersService, which mails the customer with a new link; the old link stops working.
   */
  async plan(
    actor: Actor,
    planner: Viewer,
    number: string,
    input: PlanInput,
    today = shopToday(),
  ): Promise<AppointmentView> {
    if (planner.role === "monteur") throw new ClientError(403, { role: PLANNERS_ONLY });
    const [order] = await this.db.select().from(orders).where(eq(orders.number, number));
    if (!order) throw new ClientError(404, { order: ORDER_NOT_FOUND });
    const errors = planProblems(input, today, order.store === "BE" ? "BE" : "NL");
    const [fitter] = await this.db
      .select()
      .from(staff)
      .where(and(eq(staff.id, input.fitterId), eq(staff.role, "monteur"), eq(staff.active, true)));
    if (!fitter) errors.fitterId = input.fitterId ? NOT_A_FITTER : FITTER_REQUIRED;
    if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
    const token = randomBytes(24).toString("base64url");
    const slot = { date: input.date, from: input.from, to: input.to };
    await this.db.transaction(async (tx) => {
      const [handed] = await tx
        .select({ id: fittingHandovers.id })
        .from(fittingHandovers)
        .where(eq(fittingHandovers.orderNumber, number));
      if (handed) throw new ClientError(409, { status: ALREADY_HANDED_OVER });
      await this.orders.planFitting(
        tx,
        actor,
        number,
        {
          date: slot.date,
          fitting: {
            window: windowText(slot),
            alternatives: input.alternatives.map((a) => ({ date: a.date, window: windowText(a) })),
            confirmUrl: this.confirmUrl(order, token),
          },
        },
        today,
      );
      const values = {
        orderId: order.id,
        orderNumber: order.number,
        fitterId: fitter?.id ?? 0,
        date: slot.date,
        windowFrom: slot.from,
        windowTo: slot.to,
        alternatives: input.alternatives,
        confirmation: "open" as const,
        confirmedAt: null,
        tokenHash: hashToken(token),
        notes: input.notes,
        plannedBy: actor.email,
        plannedAt: new Date(),
      };
      await tx
        .insert(fittingAppointments)
        .values(values)
        .onConflictDoUpdate({ target: fittingAppointments.orderId, set: values });
      await writeAudit(tx, actor, {
        action: "fitting.plan",
        subject: number,
        after: {
          monteur: fitter?.name || fitter?.email,
          datum: slot.date,
          tijdvak: windowText(slot),
          alternatieven: input.alternatives.map((a) => `${a.date} ${windowText(a)}`),
        },
      });
    });
    return this.view(planner, number);
  }

  /** The order's appointment for the order page and the handover page; a fitter only their own (404 else). */
  async view(viewer: Viewer, number: string): Promise<AppointmentView> {
    const [found] = await this.#appointments(eq(fittingAppointments.orderNumber, number));
    if (!found) throw new ClientError(404, { order: NO_APPOINTMENT });
    if (viewer.role === "monteur" && found.view.fitterId !== viewer.id)
      throw new ClientError(404, { order: NOT_YOUR_APPOINTMENT });
    return found.view;
  }

  /** The order's appointment when there is one (the order page), else null. */
  async forOrder(number: string): Promise<AppointmentView | null> {
    const [found] = await this.#appointments(eq(fittingAppointments.orderNumber, number));
    return found?.view ?? null;
  }

  /**
   * A day's appointments in travel order (domain/fitting: by window, then area by area from the shop by postcode
   * nearness), per fitter; a fitter sees only their own, others all or one fitter's.
   */
  async day(viewer: Viewer, date: string, fitterId?: number): Promise<AppointmentView[]> {
    const only = viewer.role === "monteur" ? viewer.id : fitterId;
    const found = await this.#appointments(
      only === undefined
        ? eq(fittingAppointments.date, date)
        : and(eq(fittingAppointments.date, date), eq(fittingAppointments.fitterId, only)),
    );
    const areas = await this.advice.ranges();
    const nameOf = (id: number) => found.find((f) => f.view.fitterId === id)?.view.fitterName ?? "";
    const fitterIds = [...new Set(found.map((a) => a.view.fitterId))].sort(
      (a, b) => nameOf(a).localeCompare(nameOf(b)) || a - b,
    );
    return fitterIds.flatMap((id) =>
      travelOrder(
        found
          .filter((a) => a.view.fitterId === id)
          .map((a) => ({
            key: a.view.orderNumber,
            from: a.view.from,
            postcode: a.postcode,
            country: a.country,
            view: a.view,
          })),
        START_POSTCODE,
        areas,
      ).map((stop) => stop.view),
    );
  }

  /** The werkbon of one of the viewer's appointments (a fitter: their own only). */
  async werkbon(viewer: Viewer, number: string): Promise<Buffer> {
    await this.view(viewer, number);
    return this.production.werkbon(number);
  }

  /**
   * The fitter's handover, signed by the customer: every row ticked or explained, a drawn signature (400s); in
   * one transaction the handover is kept and the order moves to 'afgerond' (OrdersService, by the machine's
   * `handover_signed`), mailing the customer the signed handover as a PDF.
   */
  async handover(actor: Actor, viewer: Viewer, number: string, input: HandoverInput): Promise<void> {
    const appointment = await this.view(viewer, number);
    if (appointment.handedOver) throw new ClientError(409, { status: ALREADY_HANDED_OVER });
    const errors = handoverProblems(
      input,
      appointment.rows.map((r) => r.position),
    );
    if (Object.keys(errors).length > 0) throw new ClientError(400, errors);
    const rows: HandoverRow[] = appointment.rows.map((row) => {
      const given = input.rows.find((r) => r.position === row.position);
      return {
        position: row.position,
        label: `${row.label}${row.room ? ` (${row.room})` : ""}, ${row.sizes}`,
        done: given?.done ?? false,
        remark: given?.remark ?? "",
      };
    });
    await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(fittingAppointments)
        .where(eq(fittingAppointments.orderNumber, number))
        .for("update");
      if (!locked) throw new ClientError(404, { order: NO_APPOINTMENT });
      const [handed] = await tx
        .select({ id: fittingHandovers.id })
        .from(fittingHandovers)
        .where(eq(fittingHandovers.orderNumber, number));
      if (handed) throw new ClientError(409, { status: ALREADY_HANDED_OVER });
      await tx.insert(fittingHandovers).values({
        appointmentId: locked.id,
        orderNumber: number,
        rows,
        remarks: input.remarks,
        extraWork: input.extraWork,
        signerName: input.signerName,
        signature: input.signature,
        fitterName: appointment.fitterName,
        signedBy: actor.email,
      });
      await this.orders.finishFitting(
        tx,
        actor,
        number,
        viewer.role === "monteur" ? "monteur" : "medewerker",
        {
          source: HANDOVER_ATTACHMENTS,
          key: number,
        },
      );
      await writeAudit(tx, actor, {
        action: "fitting.handover",
        subject: number,
        after: {
          getekend: input.signerName,
          opgeleverd: rows.filter((r) => r.done).length,
          "niet opgeleverd": rows.filter((r) => !r.done).length,
          ...(input.extraWork ? { meerwerk: input.extraWork } : {}),
        },
      });
    });
  }

  /** The signed handover as a PDF (a fitter: their own only); 404 before it is signed. */
  async handoverPdf(viewer: Viewer, number: string): Promise<Buffer> {
    await this.view(viewer, number);
    return this.#pdf(number);
  }

  /** The mail worker's attachment: the signed handover of order `number`. */
  async mailAttachments(number: string): Promise<MailAttachment[]> {
    return [
      {
        filename: `oplevering-${number}.pdf`,
        contentType: "application/pdf",
        base64: (await this.#pdf(number)).toString("base64"),
      },
    ];
  }

  /**
   * What the customer's link shows: the moment and the alternatives, or what they answered, or that the fitting
   * is done. An unknown token (never issued, or replaced by a new plan) and a link after its day are problems.
   */
  async customerView(
    number: string,
    token: string,
    today = shopToday(),
  ): Promise<CustomerView | LinkProblem> {
    const found = await this.#byToken(this.db, number, token);
    if (!found) return "unknown";
    const { appointment, order } = found;
    const firstname = order.customer.factuur.firstname;
    const [handed] = await this.db
      .select({ id: fittingHandovers.id })
      .from(fittingHandovers)
      .where(eq(fittingHandovers.appointmentId, appointment.id));
    if (handed) return { kind: "done", number, firstname };
    if (appointment.date < today) return "expired";
    return {
      kind: appointment.confirmation === "open" ? "open" : "answered",
      number,
      firstname,
      slot: { date: appointment.date, from: appointment.windowFrom, to: appointment.windowTo },
      alternatives: appointment.alternatives,
      confirmation: appointment.confirmation,
    };
  }

  /**
   * The customer's answer through their link: confirm the moment, or take alternative `choice` (0 or 1), once.
   * Taking an alternative moves the appointment and the order's mount date. Audit-logged as the customer.
   */
  async customerAnswer(
    number: string,
    token: string,
    choice: "bevestigen" | number,
    today = shopToday(),
  ): Promise<CustomerView | LinkProblem> {
    const outcome = await this.db.transaction(async (tx): Promise<LinkProblem | null> => {
      const found = await this.#byToken(tx, number, token, true);
      if (!found) return "unknown";
      const { appointment } = found;
      if (appointment.date < today) return "expired";
      if (appointment.confirmation !== "open") return null;
      const [handed] = await tx
        .select({ id: fittingHandovers.id })
        .from(fittingHandovers)
        .where(eq(fittingHandovers.appointmentId, appointment.id));
      if (handed) return null;
      const actor: Actor = { id: null, email: `klant (${found.order.email})` };
      const before = { date: appointment.date, from: appointment.windowFrom, to: appointment.windowTo };
      if (choice === "bevestigen") {
        await tx
          .update(fittingAppointments)
          .set({ confirmation: "bevestigd", confirmedAt: new Date() })
          .where(eq(fittingAppointments.id, appointment.id));
        await writeAudit(tx, actor, {
          action: "fitting.confirm",
          subject: number,
          after: { bevestigd: `${before.date} ${windowText(before)}` },
        });
        return null;
      }
      const chosen = appointment.alternatives[choice];
      if (!chosen) throw new ClientError(400, { keuze: "Kies een van de aangeboden momenten." });
      // The moment given up stays on offer, so the staff see what was proposed.
      const alternatives = appointment.alternatives.map((a, i) => (i === choice ? before : a));
      await tx
        .update(fittingAppointments)
        .set({
          date: chosen.date,
          windowFrom: chosen.from,
          windowTo: chosen.to,
          alternatives,
          confirmation: "alternatief",
          confirmedAt: new Date(),
        })
        .where(eq(fittingAppointments.id, appointment.id));
      if (chosen.date !== appointment.date) await this.orders.moveFittingDate(tx, actor, number, chosen.date);
      await writeAudit(tx, actor, {
        action: "fitting.choose_alternative",
        subject: number,
        before: { moment: `${before.date} ${windowText(before)}` },
        after: { moment: `${chosen.date} ${windowText(chosen)}` },
      });
      return null;
    });
    return outcome ?? this.customerView(number, token, today);
  }

  async #byToken(executor: Db | Tx, number: string, token: string, lock = false) {
    if (!TOKEN.test(token)) return null;
    const query = executor
      .select({ appointment: fittingAppointments, order: orders })
      .from(fittingAppointments)
      .innerJoin(orders, eq(orders.id, fittingAppointments.orderId))
      .where(
        and(eq(fittingAppointments.tokenHash, hashToken(token)), eq(fittingAppointments.orderNumber, number)),
      );
    const [found] = lock ? await query.for("update", { of: fittingAppointments }) : await query;
    return found ?? null;
  }

  async #pdf(number: string): Promise<Buffer> {
    const [found] = await this.db
      .select({ handover: fittingHandovers, appointment: fittingAppointments, order: orders })
      .from(fittingHandovers)
      .innerJoin(fittingAppointments, eq(fittingAppointments.id, fittingHandovers.appointmentId))
      .innerJoin(orders, eq(orders.id, fittingAppointments.orderId))
      .where(eq(fittingHandovers.orderNumber, number));
    if (!found) throw new ClientError(404, { order: NO_HANDOVER });
    return handoverPdf({
      number,
      customer: found.order.customer,
      date: found.appointment.date,
      window: windowText({ from: found.appointment.windowFrom, to: found.appointment.windowTo }),
      rows: found.handover.rows,
      remarks: found.handover.remarks,
      extraWork: found.handover.extraWork,
      signerName: found.handover.signerName,
      signature: found.handover.signature as Signature,
      fitterName: found.handover.fitterName,
      signedAt: found.handover.signedAt,
    });
  }

  async #appointments(
    where: SQL | undefined,
  ): Promise<{ view: AppointmentView; postcode: string; country: "NL" | "BE" }[]> {
    const rows = await this.db
      .select({
        appointment: fittingAppointments,
        order: orders,
        fitterName: staff.name,
        fitterEmail: staff.email,
        handover: fittingHandovers.id,
      })
      .from(fittingAppointments)
      .innerJoin(orders, eq(orders.id, fittingAppointments.orderId))
      .innerJoin(staff, eq(staff.id, fittingAppointments.fitterId))
      .leftJoin(fittingHandovers, eq(fittingHandovers.appointmentId, fittingAppointments.id))
      .where(where)
      .orderBy(asc(fittingAppointments.windowFrom), asc(fittingAppointments.orderNumber));
    return rows.map(({ appointment: a, order, fitterName, fitterEmail, handover }) => {
      const address = deliveryAddress(order.customer);
      const street = `${address.street} ${address.housenumber}${address.housenumber_affix ? ` ${address.housenumber_affix}` : ""}`;
      const place = `${address.zipcode} ${address.city}`;
      const name = [address.firstname, address.middlename, address.lastname].filter(Boolean).join(" ");
      const view: AppointmentView = {
        orderNumber: a.orderNumber,
        fitterId: a.fitterId,
        fitterName: fitterName || fitterEmail,
        date: a.date,
        from: a.windowFrom,
        to: a.windowTo,
        alternatives: a.alternatives,
        confirmation: a.confirmation,
        confirmedAt: a.confirmedAt?.toISOString() ?? null,
        notes: a.notes,
        plannedBy: a.plannedBy,
        state: orderState(order.status, order.fulfilmentStatus),
        handedOver: handover !== null,
        customer: {
          name,
          address: `${street}, ${place}${address.country === "BE" ? ", België" : ""}`,
          phone: address.telephone ?? order.customer.factuur.telephone ?? "",
          email: order.email,
        },
        navigationUrl: navigationUrl(
          `${street}, ${place}, ${address.country === "BE" ? "België" : "Nederland"}`,
        ),
        rows: rowsOf(order, this.production.catalogue),
      };
      return { view, postcode: address.zipcode, country: address.country === "BE" ? "BE" : "NL" };
    });
  }
}
