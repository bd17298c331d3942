// The cut list of a production day as data: the rows with fabric from a roll, grouped per collection and colour,
// each group planned on its roll (domain/production/cut-plan.ts planCuts). Pure; cutListPdf prints it.
import { type CutPlan, planCuts } from "../../domain/production/cut-plan.ts";
import type { Roll } from "../../domain/production/rolls.ts";
import type { ProductionRow, RowColour } from "./production-rows.ts";

/** Squaring the cloth off before each cut; the shop's setting, 0 until the workshop asks for it. */
export const CUT_LOSS_MM = 0;

/** One piece of cloth to cut: a unit of a row, or one baan of it where widths are sewn together. */
export interface CutPiece {
  ref: string;
  room: string | null;
  /** The fabric as the werkbon gives it (width × drop), whatever way it lies on the roll. */
  fabricWidthMm: number;
  fabricDropMm: number;
  /** 'gekanteld', 'baan 1 van 3', 'stuk 2 van 2': how this piece differs from a plain cut. */
  notes: string[];
}

export interface CutGroup {
  colour: RowColour;
  roll: Roll;
  plan: CutPlan;
  /** By the piece id planCuts was given. */
  pieces: Map<string, CutPiece>;
  /** Rows of this colour that cannot be cut as ordered, with why: they need a decision, not a knife. */
  problems: { ref: string; room: string | null; reason: string }[];
}

function groupKey(colour: RowColour): string {
  return `${colour.collection}|${colour.code}`;
}

/**
 * The day's rows per collection and colour with their cut plans; rows without fabric from a roll (slats, frames)
 * are not on it. A row of count 2 is two pieces; a row sewn in banen is a piece per baan, each at most the roll's
 * width; a row cut gekanteld lies turned, so its drop runs across the roll and its width along it.
 */
export function cutListGroups(rows: readonly ProductionRow[]): CutGroup[] {
  const groups = new Map<
    string,
    { colour: RowColour; roll: Roll; pieces: Map<string, CutPiece> } & Problems
  >();
  for (const row of rows) {
    if (!row.colour || !row.roll) continue;
    const key = groupKey(row.colour);
    let group = groups.get(key);
    if (!group) {
      group = { colour: row.colour, roll: row.roll, pieces: new Map(), problems: [], cuts: [] };
      groups.set(key, group);
    }
    const fabric = row.sheet?.fabric;
    if (!fabric || !row.sheet) {
      const missing = row.sheet?.missing.map((m) => `${m.label}: ${m.reason}`).join("; ");
      group.problems.push({
        ref: row.ref,
        room: row.room,
        reason: row.error ?? `Snijmaat niet te berekenen (${missing || "geen doekmaat"}).`,
      });
      continue;
    }
    if (row.fit && !row.fit.fits) {
      group.problems.push({ ref: row.ref, room: row.room, reason: row.fit.message });
      continue;
    }
    const turned = row.fit?.orientation === "gekanteld";
    const banen = row.fit?.banen ?? 1;
    for (let unit = 1; unit <= row.count; unit++) {
      for (let baan = 1; baan <= banen; baan++) {
        const notes = [
          ...(turned ? ["gekanteld"] : []),
          ...(banen > 1 ? [`baan ${baan} van ${banen}`] : []),
          ...(row.count > 1 ? [`stuk ${unit} van ${row.count}`] : []),
        ];
        const id = [row.ref, ...(row.count > 1 ? [`#${unit}`] : []), ...(banen > 1 ? [`b${baan}`] : [])].join(
          " ",
        );
        const baanWidth = Math.min(row.roll.widthMm, fabric.widthMm - (baan - 1) * row.roll.widthMm);
        group.pieces.set(id, {
          ref: row.ref,
          room: row.room,
          fabricWidthMm: banen > 1 ? baanWidth : fabric.widthMm,
          fabricDropMm: fabric.dropMm,
          notes,
        });
        group.cuts.push(
          turned
            ? { id, widthMm: fabric.dropMm, dropMm: fabric.widthMm }
            : { id, widthMm: banen > 1 ? baanWidth : fabric.widthMm, dropMm: fabric.dropMm },
        );
      }
    }
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.colour.collectionName.localeCompare(b.colour.collectionName, "nl") ||
        a.colour.code.localeCompare(b.colour.code, "nl"),
    )
    .map((g) => ({
      colour: g.colour,
      roll: g.roll,
      pieces: g.pieces,
      problems: g.problems,
      plan: planCuts(g.cuts, g.roll, CUT_LOSS_MM),
    }));
}

interface Problems {
  problems: CutGroup["problems"];
  cuts: { id: string; widthMm: number; dropMm: number }[];
}
