import { describe, expect, it } from "vitest";
import {
  AFSTANDSBEDIENING,
  O,
  rollerBlind,
  V,
  WANDHOUDER,
} from "../../tests/helpers/roller-blind-fixture.ts";
import { decodeDesign, designUrlTable, goneResetReason, slugify, withDesign } from "./design-url.ts";

const def = rollerBlind();
const table = designUrlTable(def);
const optionName = (id: number) => def.groups.flatMap((g) => g.options).find((o) => o.id === id)?.name ?? "";

describe("design-url", () => {
  it("makes slugs without accents or signs", () => {
    expect(slugify("Stof en kleur")).toBe("stof-en-kleur");
    expect(slugify(" Crème / Écru (B) ")).toBe("creme-ecru-b");
  });

  it("rewrites only its own keys and keeps the colour and tracking in the address", () => {
    const search = withDesign(table, "?kleur=VB-101&utm_source=mail", {
      [O.breedte]: 120,
      [O.accessoires]: [
        { entity_id: AFSTANDSBEDIENING, amount: 2 },
        { entity_id: WANDHOUDER, amount: 1 },
      ],
    });
    expect(search).toMatch(/^\?kleur=VB-101&utm_source=mail&breedte=120&/);
    const decoded = decodeDesign(table, new URLSearchParams(search));
    expect(decoded.values).toEqual({
      [O.breedte]: 120,
      [O.accessoires]: [
        { entity_id: AFSTANDSBEDIENING, amount: 2 },
        { entity_id: WANDHOUDER, amount: 1 },
      ],
    });
    expect(withDesign(table, search, {})).toBe("?kleur=VB-101&utm_source=mail");
  });

  it("resets a value the configuration no longer has, with the reason, and keeps the rest", () => {
    const key = (id: number) => table.options.find((o) => o.id === id)?.key ?? "";
    const decoded = decodeDesign(
      table,
      new URLSearchParams(`${key(O.breedte)}=120&${key(O.hoogte)}=veel&${key(O.bediening)}=bestaat-niet`),
    );
    expect(decoded.values).toEqual({ [O.breedte]: 120 });
    expect(decoded.resets).toEqual([
      { option_id: O.hoogte, name: optionName(O.hoogte), reason: goneResetReason(optionName(O.hoogte)) },
      {
        option_id: O.bediening,
        name: optionName(O.bediening),
        reason: goneResetReason(optionName(O.bediening)),
      },
    ]);
  });

  it("understands a value's id where its name changed", () => {
    const key = table.options.find((o) => o.id === O.bediening)?.key ?? "";
    expect(decodeDesign(table, new URLSearchParams(`${key}=${V.motor}`)).values).toEqual({
      [O.bediening]: V.motor,
    });
  });
});
