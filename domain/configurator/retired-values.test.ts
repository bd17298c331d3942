// Values the owner retired: the in-memory catalogue leaves them out (withoutRetired), and a stored choice of one is
// reset to a live value with a Dutch reason instead of failing.
import { describe, expect, it } from "vitest";
import { O, rollerBlind, V, validValues } from "../../tests/helpers/roller-blind-fixture.ts";
import { retiredResetReason } from "./messages.ts";
import { withoutRetired } from "./retired.ts";
import { evaluate } from "./rules.ts";
import type { ConfigurationDef } from "./types.ts";
import { normalizeValues } from "./values.ts";

/** The fixture with 'Motor' retired, as the snapshot builds it. */
function withRetired(valueId: number): ConfigurationDef {
  const def = rollerBlind();
  return {
    ...def,
    groups: def.groups.map((g) => ({
      ...g,
      options: g.options.map((o) =>
        withoutRetired({
          ...o,
          values: o.values.map((v) => (v.id === valueId ? { ...v, retired: true } : v)),
        }),
      ),
    })),
  };
}

const bediening = (def: ConfigurationDef) =>
  def.groups.flatMap((g) => g.options).find((o) => o.id === O.bediening);

describe("retired values", () => {
  it("are left out of the option's values and kept by id and name", () => {
    const option = bediening(withRetired(V.motor));
    expect(option?.values.map((v) => v.id)).not.toContain(V.motor);
    expect(option?.retired_values).toEqual([{ id: V.motor, name: "Motor" }]);
  });

  it("give way to the first live value when the default is retired", () => {
    const option = bediening(withRetired(V.ketting));
    expect(option?.default_value).toBe(option?.values[0]?.id);
    expect(option?.default_value).not.toBe(V.ketting);
  });

  it("leave an option without retired values as it was", () => {
    const option = bediening(rollerBlind());
    expect(withoutRetired(option as never)).toBe(option);
  });

  it("reset a stored choice to the default with the Dutch reason, and the configuration keeps a price", () => {
    const def = withRetired(V.motor);
    const { values, errors } = normalizeValues(def, { ...validValues(), [O.bediening]: V.motor });
    expect(errors).toEqual({});
    const ev = evaluate(def, values);
    expect(ev.values[O.bediening]).toBe(V.ketting);
    expect(ev.resets).toContainEqual({
      option_id: O.bediening,
      name: "Bediening",
      reason: retiredResetReason("Bediening"),
    });
    expect(ev.errors).toEqual({});
    expect(retiredResetReason("Bediening")).toBe("Bediening: deze keuze bestaat niet meer, kies opnieuw.");
  });

  it("still refuse an id that never existed", () => {
    const def = withRetired(V.motor);
    const ev = evaluate(def, { ...validValues(), [O.bediening]: 999_999 });
    expect(ev.errors[O.bediening]).toBe("Bediening: deze keuze bestaat niet");
  });
});
