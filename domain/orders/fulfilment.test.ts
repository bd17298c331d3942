// The one fulfilment machine after payment: every move in its table and none outside it, who may make each,
// which ones mail, its Dutch refusals, and which orders the back office may cancel.
import { describe, expect, it } from "vitest";
import {
  ALREADY_CANCELLED_MESSAGE,
  allowedMoves,
  CANCEL_CUT_MESSAGE,
  CANCEL_SENT_MESSAGE,
  cancellableStatuses,
  cancelRefusal,
  checkMove,
  deliveryWayOf,
  type FulfilmentStatus,
  fulfilmentLabels,
  fulfilmentMoveSchema,
  fulfilmentStatuses,
  MOUNT_DATE_PAST,
  MOUNT_DATE_REQUIRED,
  type Mover,
  mailedStatuses,
  mailsCustomer,
  movableStatuses,
  moveLabels,
  NOT_ALLOWED_FOR_MOVER,
  NOT_PAID_MESSAGE,
  type OrderEvent,
  orderMove,
  orderState,
  orderStates,
  ROWS_NOT_PACKED_MESSAGE,
  stateLabels,
  TRACK_TRACE_INVALID,
  transitions,
} from "./fulfilment.ts";
import { orderStatuses } from "./states.ts";

const today = "2026-11-25";
const movers: Mover[] = ["medewerker", "klant", "werkplaats", "monteur"];
const packed = (delivery: "mount" | "sent" | "pickup", by: Mover = "werkplaats"): OrderEvent => ({
  kind: "rows_packed",
  by,
  delivery,
  rows: ["ingepakt", "ingepakt"],
});
const events = (by: Mover): OrderEvent[] => [
  { kind: "release", by },
  { kind: "ask_customer", by },
  { kind: "customer_answered", by },
  { kind: "cutting_started", by },
  packed("sent", by),
  packed("pickup", by),
  packed("mount", by),
  { kind: "fitting_planned", by },
  { kind: "handover_signed", by },
  { kind: "delivered", by },
  { kind: "cancel", by },
];

describe("orderMove: the one machine", () => {
  it("allows exactly the moves in its table, for exactly the movers listed, and nothing else", () => {
    let allowed = 0;
    for (const from of fulfilmentStatuses)
      for (const by of movers)
        for (const event of events(by)) {
          const result = orderMove(from, event);
          const row = transitions.find(
            (t) =>
              t.event === event.kind &&
              t.from.includes(from) &&
              (event.kind !== "rows_packed" ||
                t.to === (event.delivery === "mount" ? "klaar_voor_montage" : "verzonden")),
          );
          const expected = row?.by.includes(by) ?? false;
          expect(result.ok, `${from} --${event.kind} by ${by}-->`).toBe(expected);
          if (result.ok) {
            expect(result.to).toBe(row?.to);
            allowed++;
          } else expect(result.reason).toMatch(/[a-z]/);
        }
    expect(allowed).toBeGreaterThan(10);
  });

  it("walks a sent order and a mounted order from the check to done", () => {
    const walk = (start: FulfilmentStatus | null, steps: OrderEvent[]) => {
      const path: FulfilmentStatus[] = start ? [start] : [];
      for (const event of steps) {
        const result = orderMove(path.at(-1) ?? null, event);
        if (!result.ok) throw new Error(result.reason);
        path.push(result.to);
      }
      return path;
    };
    expect(
      walk(null, [
        { kind: "ask_customer", by: "medewerker" },
        { kind: "customer_answered", by: "klant" },
        { kind: "release", by: "medewerker" },
        { kind: "cutting_started", by: "werkplaats" },
        packed("sent"),
        { kind: "delivered", by: "medewerker" },
      ]),
    ).toEqual(["wacht_op_klant", "te_controleren", "vrijgegeven", "in_productie", "verzonden", "afgerond"]);
    expect(
      walk("te_controleren", [
        { kind: "release", by: "medewerker" },
        { kind: "cutting_started", by: "werkplaats" },
        packed("mount"),
        { kind: "fitting_planned", by: "medewerker" },
        { kind: "handover_signed", by: "monteur" },
      ]),
    ).toEqual([
      "te_controleren",
      "vrijgegeven",
      "in_productie",
      "klaar_voor_montage",
      "ingepland_voor_montage",
      "afgerond",
    ]);
  });

  it("reads an empty fulfilment column of a paid order as waiting for the check", () => {
    expect(orderMove(null, { kind: "release", by: "medewerker" })).toEqual({
      ok: true,
      to: "vrijgegeven",
      mailed: true,
    });
    expect(orderState("paid", null)).toBe("te_controleren");
  });

  it("sends the order on only when every tracked row is packed; an untracked order only by staff's hand", () => {
    const event = (rows: string[], by: Mover): OrderEvent => ({
      kind: "rows_packed",
      by,
      delivery: "sent",
      rows,
    });
    expect(orderMove("in_productie", event(["ingepakt", "gecontroleerd"], "werkplaats"))).toEqual({
      ok: false,
      reason: ROWS_NOT_PACKED_MESSAGE,
    });
    expect(orderMove("in_productie", event([], "werkplaats")).ok).toBe(false);
    expect(orderMove("in_productie", event([], "medewerker"))).toEqual({
      ok: true,
      to: "verzonden",
      mailed: true,
    });
  });

  it("says who may not make a move, and names both states when a move skips a step", () => {
    expect(orderMove("te_controleren", { kind: "release", by: "klant" })).toEqual({
      ok: false,
      reason: NOT_ALLOWED_FOR_MOVER,
    });
    expect(orderMove("te_controleren", { kind: "handover_signed", by: "monteur" })).toEqual({
      ok: false,
      reason: "Een bestelling met status ‘Te controleren’ kan niet naar ‘Afgerond’.",
    });
    expect(orderMove("in_productie", { kind: "cancel", by: "klant" })).toEqual({
      ok: false,
      reason: CANCEL_CUT_MESSAGE,
    });
    expect(orderMove("afgerond", { kind: "release", by: "medewerker" })).toEqual({
      ok: false,
      reason: "Deze bestelling is afgerond: de status kan niet meer veranderen.",
    });
  });

  it("mails the customer on every move but the first cut and the answer back to the check", () => {
    expect(mailedStatuses).toEqual([
      "wacht_op_klant",
      "vrijgegeven",
      "verzonden",
      "klaar_voor_montage",
      "ingepland_voor_montage",
      "afgerond",
      "geannuleerd",
    ]);
    expect(mailsCustomer("in_productie")).toBe(false);
    expect(mailsCustomer("te_controleren")).toBe(false);
    for (const t of transitions) expect(t.mailed, `${t.event} → ${t.to}`).toBe(mailsCustomer(t.to));
  });

  it("has a Dutch label and a button for every state, and every state is reachable", () => {
    for (const state of fulfilmentStatuses) {
      expect(fulfilmentLabels[state]).toMatch(/^[A-Z]/);
      expect(moveLabels[state]).toMatch(/^[A-Z]/);
      expect(stateLabels[state]).toBe(fulfilmentLabels[state]);
      if (state !== "te_controleren")
        expect(
          transitions.some((t) => t.to === state),
          state,
        ).toBe(true);
    }
    expect(orderStates).not.toContain("paid");
  });
});

describe("allowedMoves", () => {
  it("offers staff the check's two ways, then the workshop's by-hand steps, then shipping or fitting", () => {
    expect(allowedMoves("paid", null)).toEqual(["vrijgegeven", "wacht_op_klant"]);
    expect(allowedMoves("paid", "wacht_op_klant")).toEqual(["te_controleren"]);
    expect(allowedMoves("paid", "vrijgegeven")).toEqual(["in_productie"]);
    expect(allowedMoves("paid", "in_productie")).toEqual(["verzonden", "klaar_voor_montage"]);
    expect(allowedMoves("paid", "in_productie", "mount")).toEqual(["klaar_voor_montage"]);
    expect(allowedMoves("paid", "in_productie", "pickup")).toEqual(["verzonden"]);
    expect(allowedMoves("paid", "klaar_voor_montage")).toEqual(["ingepland_voor_montage"]);
    expect(allowedMoves("paid", "verzonden")).toEqual(["afgerond"]);
    expect(allowedMoves("paid", "ingepland_voor_montage")).toEqual(["afgerond"]);
    expect(allowedMoves("paid", "afgerond")).toEqual([]);
    expect(allowedMoves("paid", "geannuleerd")).toEqual([]);
  });

  it("offers nothing for an order that is not paid", () => {
    for (const status of orderStatuses.filter((s) => s !== "paid"))
      expect(allowedMoves(status, null)).toEqual([]);
  });
});

describe("checkMove", () => {
  it("allows every move allowedMoves lists, and refuses every other with a Dutch 409", () => {
    for (const from of [null, ...fulfilmentStatuses]) {
      for (const to of movableStatuses) {
        const result = checkMove("paid", from, { to, mountDate: "2026-12-01" }, today);
        expect(result.ok, `${from} → ${to}`).toBe(allowedMoves("paid", from).includes(to));
        if (!result.ok) {
          expect(result.status).toBe(409);
          expect(result.errors.status).toMatch(/kan niet|afgerond|geannuleerd/);
        }
      }
    }
  });

  it("names both states when a move skips a step, and says a done order stays done", () => {
    expect(checkMove("paid", null, { to: "afgerond" }, today)).toEqual({
      ok: false,
      status: 409,
      errors: { status: "Een bestelling met status ‘Te controleren’ kan niet naar ‘Afgerond’." },
    });
    const done = checkMove("paid", "afgerond", { to: "in_productie" }, today);
    expect(done.ok || done.errors.status).toBe(
      "Deze bestelling is afgerond: de status kan niet meer veranderen.",
    );
  });

  it("reads the way of delivery from the cart", () => {
    expect(deliveryWayOf({ service_type: "mount", shipping_method: "sent" })).toBe("mount");
    expect(deliveryWayOf({ service_type: "self", shipping_method: "sent" })).toBe("sent");
    expect(deliveryWayOf({ service_type: "self", shipping_method: "Waalwijk" })).toBe("pickup");
  });

  it("refuses the packed state of the other way of delivery when the way is known", () => {
    expect(checkMove("paid", "in_productie", { to: "verzonden" }, today, "mount").ok).toBe(false);
    expect(checkMove("paid", "in_productie", { to: "klaar_voor_montage" }, today, "mount").ok).toBe(true);
  });

  it("refuses any move of an unpaid order", () => {
    const result = checkMove("pending_payment", null, { to: "vrijgegeven" }, today);
    expect(result).toEqual({ ok: false, status: 409, errors: { status: NOT_PAID_MESSAGE } });
  });

  it("keeps a track-and-trace link only with 'verzonden'", () => {
    const url = "https://jouw.postnl.nl/track-and-trace/3SABC";
    expect(checkMove("paid", "in_productie", { to: "verzonden", trackTraceUrl: url }, today)).toEqual({
      ok: true,
      to: "verzonden",
      trackTraceUrl: url,
      mountDate: null,
    });
    const without = checkMove("paid", "in_productie", { to: "verzonden", trackTraceUrl: "" }, today);
    expect(without.ok && without.trackTraceUrl).toBeNull();
    const other = checkMove("paid", "vrijgegeven", { to: "in_productie", trackTraceUrl: url }, today);
    expect(other.ok && other.trackTraceUrl).toBeNull();
  });

  it("needs a mount date from today on for the mounting", () => {
    const move = (mountDate?: string) =>
      checkMove("paid", "klaar_voor_montage", { to: "ingepland_voor_montage", mountDate }, today);
    expect(move()).toEqual({ ok: false, status: 400, errors: { mountDate: MOUNT_DATE_REQUIRED } });
    expect(move("2026-11-24")).toEqual({ ok: false, status: 400, errors: { mountDate: MOUNT_DATE_PAST } });
    const planned = move(today);
    expect(planned.ok && planned.mountDate).toBe(today);
  });
});

describe("fulfilmentMoveSchema", () => {
  it("accepts http(s) links and real dates only, with Dutch messages", () => {
    const parse = (body: unknown) => fulfilmentMoveSchema.safeParse(body);
    expect(parse({ to: "verzonden", trackTraceUrl: "https://track.example.nl/1" }).success).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://example.nl/x", "postnl", "https://localhost"]) {
      const result = parse({ to: "verzonden", trackTraceUrl: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TRACK_TRACE_INVALID);
    }
    expect(parse({ to: "ingepland_voor_montage", mountDate: "2026-02-30" }).success).toBe(false);
    expect(parse({ to: "bezorgd" }).error?.issues[0]?.message).toBe("Kies een geldige status.");
  });
});

describe("orderState and cancelRefusal", () => {
  it("shows the fulfilment state of a paid order, else its payment state, each with a Dutch label", () => {
    expect(orderState("paid", "verzonden")).toBe("verzonden");
    expect(orderState("expired", null)).toBe("expired");
    expect(stateLabels.ingepland_voor_montage).toBe("Ingepland voor montage");
    expect(stateLabels.te_controleren).toBe("Te controleren");
    expect(stateLabels.pending_payment).toBe("Wacht op betaling");
  });

  it("cancels an unpaid order, and a paid one until the first row is cut, never twice", () => {
    expect(cancellableStatuses).toEqual(["te_controleren", "wacht_op_klant", "vrijgegeven"]);
    expect(cancelRefusal("pending_payment", null)).toBeNull();
    expect(cancelRefusal("refused", null)).toBeNull();
    expect(cancelRefusal("expired", null)).toBeNull();
    expect(cancelRefusal("paid", null)).toBeNull();
    expect(cancelRefusal("paid", "wacht_op_klant")).toBeNull();
    expect(cancelRefusal("paid", "vrijgegeven")).toBeNull();
    expect(cancelRefusal("paid", "in_productie")).toBe(CANCEL_CUT_MESSAGE);
    expect(cancelRefusal("paid", "klaar_voor_montage")).toBe(CANCEL_CUT_MESSAGE);
    expect(cancelRefusal("paid", "ingepland_voor_montage")).toBe(CANCEL_CUT_MESSAGE);
    expect(cancelRefusal("paid", "verzonden")).toBe(CANCEL_SENT_MESSAGE);
    expect(cancelRefusal("paid", "afgerond")).toBe(CANCEL_SENT_MESSAGE);
    expect(cancelRefusal("paid", "geannuleerd")).toBe(ALREADY_CANCELLED_MESSAGE);
    expect(cancelRefusal("cancelled", null)).toBe(ALREADY_CANCELLED_MESSAGE);
  });

  it("agrees with the machine on cancelling, and does not take cancelling as a move", () => {
    for (const state of fulfilmentStatuses)
      expect(cancelRefusal("paid", state) === null, state).toBe(
        orderMove(state, { kind: "cancel", by: "medewerker" }).ok,
      );
    expect(fulfilmentMoveSchema.safeParse({ to: "geannuleerd" }).error?.issues[0]?.message).toBe(
      "Kies een geldige status.",
    );
    expect(stateLabels.geannuleerd).toBe("Geannuleerd na betaling");
  });
});
