// The colour availability's Dutch texts, the editor's check and the nearest available colour.
import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_UNKNOWN,
  availabilityReason,
  checkColourStock,
  EXPECTED_ON_INVALID,
  EXPECTED_ON_NOT_FUTURE,
  nearestColour,
  nearestColourLabel,
  unavailableColourMessage,
} from "./colour-availability.ts";

describe("reasons", () => {
  it("says why a colour cannot be chosen, with the day it is expected back when known", () => {
    expect(availabilityReason({ availability: "leverbaar", expected_on: null })).toBeNull();
    expect(availabilityReason({ availability: "tijdelijk_uitverkocht", expected_on: "2027-01-12" })).toBe(
      "Tijdelijk uitverkocht, weer leverbaar vanaf 12 januari 2027",
    );
    expect(availabilityReason({ availability: "tijdelijk_uitverkocht", expected_on: null })).toBe(
      "Tijdelijk uitverkocht",
    );
    expect(availabilityReason({ availability: "uit_collectie", expected_on: null })).toBe("Uit de collectie");
  });

  it("names the colour in a cart row's or design's notice", () => {
    expect(unavailableColourMessage("Zand", { availability: "leverbaar", expected_on: null })).toBeNull();
    expect(
      unavailableColourMessage("Zand", { availability: "tijdelijk_uitverkocht", expected_on: "2027-01-12" }),
    ).toBe("De kleur Zand is tijdelijk uitverkocht (weer leverbaar vanaf 12 januari 2027).");
    expect(
      unavailableColourMessage("Zand", { availability: "tijdelijk_uitverkocht", expected_on: null }),
    ).toBe("De kleur Zand is tijdelijk uitverkocht.");
    expect(unavailableColourMessage("Zand", { availability: "uit_collectie", expected_on: null })).toBe(
      "De kleur Zand is uit de collectie.",
    );
    expect(nearestColourLabel("Zandbeige")).toBe("Kies Zandbeige (lijkt er het meest op)");
  });
});

describe("checkColourStock", () => {
  const today = "2026-11-27";

  it("accepts the three availabilities; the expected day only with tijdelijk uitverkocht", () => {
    expect(checkColourStock({ availability: "leverbaar" }, today)).toEqual({
      ok: true,
      value: { availability: "leverbaar", expected_on: null },
    });
    expect(checkColourStock({ availability: "uit_collectie", expected_on: "2027-01-12" }, today)).toEqual({
      ok: true,
      value: { availability: "uit_collectie", expected_on: null },
    });
    expect(checkColourStock({ availability: "tijdelijk_uitverkocht", expected_on: "" }, today)).toEqual({
      ok: true,
      value: { availability: "tijdelijk_uitverkocht", expected_on: null },
    });
    expect(
      checkColourStock({ availability: "tijdelijk_uitverkocht", expected_on: " 2027-01-12 " }, today),
    ).toEqual({ ok: true, value: { availability: "tijdelijk_uitverkocht", expected_on: "2027-01-12" } });
  });

  it("refuses an unknown availability, a date that is no date and a day that is not after today", () => {
    expect(checkColourStock({ availability: "op" }, today)).toEqual({
      ok: false,
      errors: { availability: AVAILABILITY_UNKNOWN },
    });
    expect(checkColourStock({ availability: 3 }, today).ok).toBe(false);
    for (const bad of ["12-01-2027", "2027-02-30", 20270112, "morgen"]) {
      expect(checkColourStock({ availability: "tijdelijk_uitverkocht", expected_on: bad }, today)).toEqual({
        ok: false,
        errors: { expected_on: EXPECTED_ON_INVALID },
      });
    }
    for (const past of [today, "2026-01-01"]) {
      expect(checkColourStock({ availability: "tijdelijk_uitverkocht", expected_on: past }, today)).toEqual({
        ok: false,
        errors: { expected_on: EXPECTED_ON_NOT_FUTURE },
      });
    }
  });
});

describe("nearestColour", () => {
  const white = { name: "wit", hex: "#FFFFFF", price_group: "A" };
  const cream = { name: "crème", hex: "#F3EBD8", price_group: "A" };
  const offWhite = { name: "gebroken wit", hex: "#F7F5EF", price_group: "B" };
  const black = { name: "zwart", hex: "#111111", price_group: "A" };
  const red = { name: "rood", hex: "#B22222", price_group: "B" };

  it("takes the perceptually nearest available colour of the same price group", () => {
    const snow = { hex: "#FAFAFA", price_group: "A" };
    expect(nearestColour(snow, [black, cream, white, offWhite])?.name).toBe("wit");
    // Of another price group only when the colour's own has none available.
    expect(nearestColour({ hex: "#FAFAFA", price_group: "B" }, [white, red, offWhite])?.name).toBe(
      "gebroken wit",
    );
    expect(nearestColour({ hex: "#FAFAFA", price_group: "C" }, [black, offWhite])?.name).toBe("gebroken wit");
  });

  it("skips unavailable colours and the colour itself; null when nothing is left", () => {
    const snow = { hex: "#FAFAFA", price_group: "A" };
    const soldOut = { ...white, availability: "tijdelijk_uitverkocht" as const };
    expect(nearestColour(snow, [soldOut, cream, black])?.name).toBe("crème");
    expect(nearestColour(white, [white, black])?.name).toBe("zwart");
    expect(nearestColour(snow, [{ ...black, availability: "uit_collectie" as const }])).toBeNull();
    expect(nearestColour({ hex: "geen kleur" }, [white])).toBeNull();
  });

  it("is Lab-based, not RGB-based: a dark blue is nearer navy than a same-RGB-distance green", () => {
    const blue = { hex: "#1F3A93" };
    const navy = { name: "marine", hex: "#1B2A5C" };
    const teal = { name: "petrol", hex: "#1F6A73" };
    expect(nearestColour(blue, [teal, navy])?.name).toBe("marine");
  });
});
