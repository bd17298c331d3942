// The browser's side of the values in the address: which addresses may hold a design, and the configurator
// showing the resets of values from the address with its first answer.
import { describe, expect, it } from "vitest";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { configuratorReducer, initialConfiguratorState } from "../configurator/useConfigurator.ts";
import { addressMayHoldDesign } from "./address.ts";

describe("addressMayHoldDesign", () => {
  it("ignores the product page's own and tracking parameters", () => {
    expect(addressMayHoldDesign("")).toBe(false);
    expect(addressMayHoldDesign("?kleur=VB-101&utm_source=mail&gclid=1&edit_key=abc&ontwerp=x")).toBe(false);
    expect(addressMayHoldDesign("?kleur=VB-101&breedte=120")).toBe(true);
  });
});

describe("the configurator's first answer to values from the address", () => {
  const gone = {
    option_id: 3,
    name: "Stof en kleur",
    reason: "Stof en kleur: de keuze uit de link bestaat niet meer, kies opnieuw.",
  };
  const rule = {
    option_id: 5,
    name: "Cassette",
    reason: "Een cassette kan niet op de dag gemonteerd worden.",
  };
  const response = {
    conf_values: {},
    conf_filters: {},
    conf_groups: [],
    resets: [rule],
    errors: {},
  } as unknown as ConfiguratorResponse;

  it("shows the address's resets beside the rules' resets, and the next answer replaces them", () => {
    const first = configuratorReducer(initialConfiguratorState(1, 1), {
      type: "update_ok",
      response,
      addressResets: [gone],
    });
    expect(first.resets).toEqual({ "3": gone, "5": rule });
    const next = configuratorReducer(first, { type: "update_ok", response: { ...response, resets: [] } });
    expect(next.resets).toEqual({});
  });
});
