// The fabric rolls each collection is woven on: usable width and length in mm, narrower rolls of single colours,
// and whether the cloth may be turned (gekanteld) or sewn in widths (banen). Read by domain/production/rolls.ts.
import type { Roll } from "../../domain/production/rolls.ts";

interface CollectionRoll extends Roll {
  /** Colours woven on a narrower roll than the collection's: colour code → usable width in mm. */
  narrower?: Record<string, number>;
}

/** By collection slug; collections of slats, laths and profiles have no roll. */
export const collectionRolls: Readonly<Record<string, CollectionRoll>> = {
  // The premium weaves come on 2 m rolls: the configurator's 'maximaal 200 cm breed' for them comes from this.
  "verduisterend-basic": {
    widthMm: 2800,
    lengthMm: 30000,
    turnable: true,
    seams: false,
    narrower: { "VB-107": 2000, "VB-108": 2000, "VB-109": 2000 },
  },
  // The linen weave shows its direction, so it is never turned.
  "lichtdoorlatend-linnen": {
    widthMm: 2500,
    lengthMm: 30000,
    turnable: false,
    seams: false,
    narrower: { "LL-206": 2000, "LL-208": 2000 },
  },
  "duo-streep": {
    widthMm: 2800,
    lengthMm: 25000,
    turnable: false,
    seams: false,
    narrower: { "DS-305": 2000, "DS-306": 2000 },
  },
  "plisse-basic": { widthMm: 2400, lengthMm: 50000, turnable: false, seams: false },
  "plisse-honeycomb": { widthMm: 2400, lengthMm: 50000, turnable: false, seams: false },
  "screenstof-soltis": {
    widthMm: 2670,
    lengthMm: 50000,
    turnable: false,
    seams: false,
    narrower: { "SC-806": 1770, "SC-807": 1770 },
  },
  // Awning cloth is woven 120 cm wide and sewn in banen running with the projection.
  "zonweringsdoek-acryl": { widthMm: 1200, lengthMm: 60000, turnable: false, seams: true },
  // Velvet's pile has a direction; it is sewn in banen of 140 cm.
  velvet: { widthMm: 1400, lengthMm: 50000, turnable: false, seams: true },
  // Kamerhoge voile: 300 cm wide, cut turned so a curtain of any width is one piece.
  "inbetween-voile": { widthMm: 3000, lengthMm: 50000, turnable: true, seams: true },
  // Pollengaas comes on 140 cm rolls: the configurator's 'maximaal 140 cm breed' for it comes from this.
  horgaas: { widthMm: 1600, lengthMm: 30000, turnable: true, seams: false, narrower: { "HG-1503": 1400 } },
};

/** The roll of a colour, or null when its collection is not cut from a roll. */
export function rollFor(collection: string, colourCode?: string, ownerWidthCm?: number): Roll | null {
  const spec = collectionRolls[collection];
  if (!spec) return null;
  const { narrower, ...roll } = spec;
  // The roll width the owner set for the colour (back office) wins over the catalogue's.
  const width = ownerWidthCm ? ownerWidthCm * 10 : colourCode ? narrower?.[colourCode] : undefined;
  return width ? { ...roll, widthMm: width } : roll;
}
