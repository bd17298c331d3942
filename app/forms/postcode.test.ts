// When the address form asks the postcode lookup: only for a valid NL postcode and a whole house number.
import { describe, expect, it } from "vitest";
import { lookupKey } from "./postcode";

describe("lookupKey", () => {
  it("gives the six-position postcode and the number for complete input", () => {
    expect(lookupKey("2991XJ", "8")).toBe("2991XJ 8");
    expect(lookupKey(" 2991 xj ", " 8 ")).toBe("2991XJ 8");
  });

  it("gives null while postcode or number is incomplete or wrong", () => {
    for (const [zipcode, number] of [
      ["2991", "8"],
      ["2991 X", "8"],
      ["2991 SA", "8"],
      ["2991XJ", ""],
      ["2991XJ", "8a"],
      ["2991XJ", "0"],
      ["2991XJ", "100000"],
      ["", ""],
    ])
      expect(lookupKey(zipcode ?? "", number ?? ""), `${zipcode} ${number}`).toBeNull();
  });
});
