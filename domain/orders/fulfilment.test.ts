// The fulfilment state machine after payment, its Dutch refusals, and which orders the back office may cancel.
import { describe, expect, it } from "vitest";
import {
  ALREADY_CANCELLED_MESSAGE,
  allowedMoves,
  CANCEL_SENT_MESSAGE,
  cancelRefusal,
  checkMove,
  fulfilmentMoveSchema,
  fulfilmentStatuses,
  MOUNT_DATE_PAST,
  MOUNT_DATE_REQUIRED,
  movableStatuses,
  NOT_PAID_MESSAGE,
  orderState,
  stateLabels,
  TRACK_TRACE_INVALID,
} from "./fulfilment.ts";
import { orderStatuses } from "./states.ts";

const today = "2026-11-25";

describe("allowedMoves", () => {
  it("goes from paid to production, then sent or planned for mounting, then done, and no further", () => {
    expect(allowedMoves("paid", null)).toEqual(["in_productie"]);
    expect(allowedMoves("paid", "in_productie")).toEqual(["verzonden", "ingepland_voor_montage"]);
    expect(allowedMoves("paid", "verzonden")).toEqual(["afgerond"]);
    expect(allowedMoves("paid", "ingepland_voor_montage")).toEqual(["afgerond"]);
    expect(allowedMoves("paid", "afgerond")).toEqual([]);
  });

  it("offers nothing for an order that is not paid", () => {
    for (const status of orderStatuses.filter((s) => s !== "paid"))
      expect(allowedMoves(status, null)).toEqual([]);
  });
});

describe("checkMove", () => {
  it("allows every move the machine lists, and refuses every other with a Dutch 409", () => {
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
      errors: { status: "Een bestelling met status ‘Betaald’ kan niet naar ‘Afgerond’." },
    });
    const done = checkMove("paid", "afgerond", { to: "in_productie" }, today);
    expect(done.ok || done.errors.status).toBe(
      "Deze bestelling is afgerond: de status kan niet meer veranderen.",
    );
  });

  it("refuses any move of an unpaid order", () => {
    const result = checkMove("pending_payment", null, { to: "in_productie" }, today);
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
    const other = checkMove("paid", null, { to: "in_productie", trackTraceUrl: url }, today);
    expect(other.ok && other.trackTraceUrl).toBeNull();
  });

  it("needs a mount date from today on for the mounting", () => {
    const move = (mountDate?: string) =>
      checkMove("paid", "in_productie", { to: "ingepland_voor_montage", mountDate }, today);
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
    expect(orderState("paid", null)).toBe("paid");
    expect(orderState("paid", "verzonden")).toBe("verzonden");
    expect(orderState("expired", null)).toBe("expired");
    expect(stateLabels.ingepland_voor_montage).toBe("Ingepland voor montage");
    expect(stateLabels.pending_payment).toBe("Wacht op betaling");
  });

  it("cancels an unpaid order, and a paid one until it is sent, never twice", () => {
    expect(cancelRefusal("pending_payment", null)).toBeNull();
    expect(cancelRefusal("refused", null)).toBeNull();
    expect(cancelRefusal("expired", null)).toBeNull();
    expect(cancelRefusal("paid", null)).toBeNull();
    expect(cancelRefusal("paid", "in_productie")).toBeNull();
    expect(cancelRefusal("paid", "ingepland_voor_montage")).toBeNull();
    expect(cancelRefusal("paid", "verzonden")).toBe(CANCEL_SENT_MESSAGE);
    expect(cancelRefusal("paid", "afgerond")).toBe(CANCEL_SENT_MESSAGE);
    expect(cancelRefusal("paid", "geannuleerd")).toBe(ALREADY_CANCELLED_MESSAGE);
    expect(cancelRefusal("cancelled", null)).toBe(ALREADY_CANCELLED_MESSAGE);
  });

  it("moves a cancelled paid order nowhere, and does not take cancelling as a move", () => {
    expect(allowedMoves("paid", "geannuleerd")).toEqual([]);
    expect(fulfilmentMoveSchema.safeParse({ to: "geannuleerd" }).error?.issues[0]?.message).toBe(
      "Kies een geldige status.",
    );
    expect(stateLabels.geannuleerd).toBe("Geannuleerd na betaling");
  });
});
