// The cut plan of one fabric and colour: which rows are cut from which roll, in which order, to waste the least
// (first-fit decreasing on the drop), with the length used and left per roll. Pure; the cut-list PDF prints it.

export interface CutRow {
  /** The row's reference on the cut list (order number and row). */
  id: string;
  widthMm: number;
  dropMm: number;
}

export interface CutRoll {
  /** The rows in cutting order. */
  rows: CutRow[];
  usedMm: number;
  leftMm: number;
}

export interface CutPlan {
  rolls: CutRoll[];
  /** Rows that no roll can hold, with why in Dutch. */
  refused: { row: CutRow; reason: string }[];
}

/**
 * Places each row across the full roll width, longest drop first, on the first roll with enough length left
 * (a new roll when none has). `cutLossMm` is added to every cut (squaring the fabric off). A row wider than the
 * roll or longer than a whole roll is refused, never placed.
 */
export function planCuts(
  rows: readonly CutRow[],
  roll: { widthMm: number; lengthMm: number },
  cutLossMm = 0,
): CutPlan {
  const refused: CutPlan["refused"] = [];
  const placeable: CutRow[] = [];
  for (const row of rows) {
    if (row.widthMm > roll.widthMm) {
      refused.push({ row, reason: `${row.widthMm} mm breed past niet op een rol van ${roll.widthMm} mm.` });
    } else if (row.dropMm + cutLossMm > roll.lengthMm) {
      refused.push({
        row,
        reason: `${row.dropMm} mm lang is langer dan een hele rol van ${roll.lengthMm} mm.`,
      });
    } else {
      placeable.push(row);
    }
  }
  // Longest first; equal drops keep their given order so the plan is the same every time.
  const sorted = placeable
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.dropMm - a.row.dropMm || a.index - b.index);
  const rolls: CutRoll[] = [];
  for (const { row } of sorted) {
    const need = row.dropMm + cutLossMm;
    let target = rolls.find((r) => r.leftMm >= need);
    if (!target) {
      target = { rows: [], usedMm: 0, leftMm: roll.lengthMm };
      rolls.push(target);
    }
    target.rows.push(row);
    target.usedMm += need;
    target.leftMm -= need;
  }
  return { rolls, refused };
}
