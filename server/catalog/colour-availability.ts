// Changing a colour's availability (issue 25): checked by the editor's rule (domain/colour-availability.ts), written
// to the colours table with its audit entry and published as a catalogue change, so every process offers or
// withholds the colour at once. /api/beheer/colours/{code}/availability and the catalogue editor call this;
// orders already placed keep their colour whatever it says.
import { eq } from "drizzle-orm";
import { type ColourStock, checkColourStock } from "../../domain/colour-availability.ts";
import { shopToday } from "../../domain/delivery/shop-time.ts";
import { type Actor, writeAudit } from "../backoffice/audit.ts";
import type { Db } from "../db/client.ts";
import { ClientError } from "../http/errors.ts";
import { colours } from "./catalog.schema.ts";
import type { CatalogService } from "./catalog.service.ts";
import type { CatalogEditorService } from "./catalog-editor.service.ts";
import { publishCatalogChange } from "./catalog-version.ts";

export const COLOUR_UNKNOWN = "Deze kleur staat niet in de catalogus.";

/** Sets the availability of the colour `code`; 400 with Dutch messages for a bad input, 404 for an unknown code. */
export async function setColourAvailability(
  db: Db,
  catalog: CatalogService,
  actor: Actor,
  code: string,
  input: { availability: unknown; expected_on?: unknown },
  /** An open draft of the catalogue editor takes the change too, so publishing it later keeps it. */
  editor?: CatalogEditorService,
  today = shopToday(),
): Promise<ColourStock> {
  const checked = checkColourStock(input, today);
  if (!checked.ok) throw new ClientError(400, checked.errors);
  const { availability, expected_on } = checked.value;
  await publishCatalogChange(db, catalog, async (tx) => {
    const [before] = await tx
      .select({ availability: colours.availability, expected_on: colours.expectedOn })
      .from(colours)
      .where(eq(colours.code, code))
      .for("update");
    // Thrown inside: the version does not move for nothing.
    if (!before) throw new ClientError(404, { code: COLOUR_UNKNOWN });
    await tx.update(colours).set({ availability, expectedOn: expected_on }).where(eq(colours.code, code));
    await writeAudit(tx, actor, {
      action: "colour.availability",
      subject: code,
      before,
      after: checked.value,
    });
    await editor?.followLiveChange(tx, { colourCode: code });
  });
  return checked.value;
}
