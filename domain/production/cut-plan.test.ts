// The cut plan: every row on a roll once, nothing beyond a roll's length, and better than cutting in order.
import { describe, expect, it } from "vitest";
import { type CutRow, planCuts } from "./cut-plan.ts";

const roll = { widthMm: 2800, lengthMm: 10000 };
const row = (id: string, dropMm: number, widthMm = 1200): CutRow => ({ id, widthMm, dropMm });

/** Cutting in the given order, starting a new roll whenever the next row does not fit the current one. */
function naiveRolls(rows: CutRow[], length: number): number {
  let rolls = 0;
  let left = 0;
  for (const r of rows) {
    if (r.dropMm > left) {
      rolls += 1;
      left = length;
    }
    left -= r.dropMm;
  }
  return rolls;
}

describe("planCuts", () => {
  it("uses fewer rolls than cutting in order", () => {
    const rows = [row("A", 3000), row("B", 6000), row("C", 4000), row("D", 7000)];
    const plan = planCuts(rows, roll);
    expect(naiveRolls(rows, roll.lengthMm)).toBe(3);
    expect(plan.rolls.map((r) => r.rows.map((x) => x.id))).toEqual([
      ["D", "A"],
      ["B", "C"],
    ]);
    expect(plan.rolls.map((r) => r.leftMm)).toEqual([0, 0]);
  });

  it("adds up: used plus left is the roll's length, every row placed once, none beyond its roll", () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(`R${i}`, 800 + ((i * 937) % 3100)));
    const plan = planCuts(rows, roll, 10);
    const placed = plan.rolls.flatMap((r) => r.rows.map((x) => x.id));
    expect(placed.sort()).toEqual(rows.map((r) => r.id).sort());
    for (const r of plan.rolls) {
      expect(r.usedMm + r.leftMm).toBe(roll.lengthMm);
      expect(r.leftMm).toBeGreaterThanOrEqual(0);
      expect(r.usedMm).toBe(r.rows.reduce((sum, x) => sum + x.dropMm + 10, 0));
    }
  });

  it("refuses a row wider than the roll or longer than a whole roll, and places the rest", () => {
    const plan = planCuts([row("wide", 1000, 3000), row("long", 10001), row("ok", 2000)], roll);
    expect(plan.refused).toEqual([
      { row: row("wide", 1000, 3000), reason: "3000 mm breed past niet op een rol van 2800 mm." },
      { row: row("long", 10001), reason: "10001 mm lang is langer dan een hele rol van 10000 mm." },
    ]);
    expect(plan.rolls).toEqual([{ rows: [row("ok", 2000)], usedMm: 2000, leftMm: 8000 }]);
  });

  it("keeps rows of equal drop in their given order", () => {
    const plan = planCuts([row("x", 1000), row("y", 1000), row("z", 1000)], roll);
    expect(plan.rolls[0]?.rows.map((r) => r.id)).toEqual(["x", "y", "z"]);
  });
});
