// The workshop's row machine: one step forward, one step back with a reason, only while the order is in the
// workshop; and the order moves the rows bring about.
import { describe, expect, it } from "vitest";
import { fulfilmentStatuses } from "./fulfilment.ts";
import {
  followRows,
  ROW_ALREADY_PACKED,
  ROW_BACK_REASON_REQUIRED,
  ROW_NOTHING_BEFORE,
  ROW_ORDER_NOT_IN_WORKSHOP,
  type RowState,
  rowMove,
  rowMoveLabels,
  rowStateLabels,
  rowStates,
} from "./rows.ts";

const forward = { kind: "forward" } as const;
const back = (reason = "verkeerd gemeten") => ({ kind: "back", reason }) as const;

describe("rowMove", () => {
  it("moves a row one step forward at a time, from cutting to packed, and no further", () => {
    const path: RowState[] = ["te_snijden"];
    for (;;) {
      const result = rowMove(path.at(-1) as RowState, forward, "in_productie");
      if (!result.ok) {
        expect(result.reason).toBe(ROW_ALREADY_PACKED);
        break;
      }
      path.push(result.to);
    }
    expect(path).toEqual([...rowStates]);
  });

  it("steps back one step for a mistake, with its reason, never before cutting", () => {
    expect(rowMove("gecontroleerd", back(), "in_productie")).toEqual({ ok: true, to: "samengesteld" });
    expect(rowMove("gesneden", back("stof beschadigd, opnieuw snijden"), "in_productie")).toEqual({
      ok: true,
      to: "te_snijden",
    });
    expect(rowMove("ingepakt", back(), "in_productie")).toEqual({ ok: true, to: "gecontroleerd" });
    expect(rowMove("te_snijden", back(), "in_productie")).toEqual({ ok: false, reason: ROW_NOTHING_BEFORE });
    expect(rowMove("samengesteld", back("  "), "in_productie")).toEqual({
      ok: false,
      reason: ROW_BACK_REASON_REQUIRED,
    });
  });

  it("moves rows only while their order is released or in production", () => {
    expect(rowMove("te_snijden", forward, "vrijgegeven")).toEqual({ ok: true, to: "gesneden" });
    for (const order of fulfilmentStatuses.filter((s) => s !== "vrijgegeven" && s !== "in_productie")) {
      expect(rowMove("te_snijden", forward, order), order).toEqual({
        ok: false,
        reason: ROW_ORDER_NOT_IN_WORKSHOP,
      });
      expect(rowMove("ingepakt", back(), order).ok, order).toBe(false);
    }
  });

  it("has Dutch names and buttons for every row state", () => {
    for (const state of rowStates) {
      expect(rowStateLabels[state]).toMatch(/^[A-Z]/);
      expect(rowMoveLabels[state]).toMatch(/^[A-Z]/);
    }
  });
});

describe("followRows", () => {
  it("starts production at the first cut, and nothing more while rows are being made", () => {
    expect(followRows("vrijgegeven", ["gesneden", "te_snijden"], "sent")?.to).toBe("in_productie");
    expect(followRows("vrijgegeven", ["te_snijden", "te_snijden"], "sent")).toBeNull();
    expect(followRows("in_productie", ["ingepakt", "gecontroleerd"], "sent")).toBeNull();
  });

  it("sends the order on when the last row is packed, by its way of delivery", () => {
    const rows: RowState[] = ["ingepakt", "ingepakt"];
    expect(followRows("in_productie", rows, "sent")?.to).toBe("verzonden");
    expect(followRows("in_productie", rows, "pickup")?.to).toBe("verzonden");
    expect(followRows("in_productie", rows, "mount")?.to).toBe("klaar_voor_montage");
    expect(followRows("in_productie", [], "sent")).toBeNull();
    expect(followRows("verzonden", rows, "sent")).toBeNull();
  });
});
