// A definition stored before the room label had its flag is read with it: the wizard then asks the label in the
// overview and the room rule (40 characters) applies, without reseeding the database.
import { describe, expect, it } from "vitest";
import type { OptionDef } from "../../domain/configurator/types.ts";
import { asRoomLabel } from "./snapshot.ts";

const input = (name: string): OptionDef => ({
  id: 100103,
  name,
  type: "input",
  required: false,
  values: [],
  show_title: true,
  show_as_select: false,
});

describe("asRoomLabel", () => {
  it("flags an older stored room option by its name, with the placeholder", () => {
    expect(asRoomLabel(input("Ruimte of raam"))).toMatchObject({
      room: true,
      placeholder: "Slaapkamer links",
    });
    expect(asRoomLabel(input("Ruimte of deur")).room).toBe(true);
  });

  it("leaves other text options alone", () => {
    const remark = input("Opmerking voor de monteur");
    expect(asRoomLabel(remark)).toBe(remark);
  });
});
