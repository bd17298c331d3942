// The fitting's pure rules: windows, planned days, the handover's checks, the signature and the travel order.
import { describe, expect, it } from "vitest";
import type { ServiceAreaRange } from "../advice/service-area.ts";
import {
  ALTERNATIVE_SAME,
  DATE_NOT_WORKING_DAY,
  DATE_PAST,
  dateProblem,
  handoverProblems,
  navigationUrl,
  planProblems,
  ROW_UNCHECKED,
  SIGNATURE_EMPTY,
  signatureLength,
  signatureSvg,
  travelOrder,
  WINDOW_ORDER,
  WINDOW_OUTSIDE,
  windowProblem,
} from "./fitting.ts";

/** Advice areas as the shop seeds them (catalog/shop.ts), the ones these stops fall in. */
const seedServiceAreaRanges: ServiceAreaRange[] = [
  { name: "Barendrecht en Ridderkerk", from: 2980, to: 2994, kind: "free", fee_cents: 0 },
  { name: "Rotterdam", from: 3000, to: 3089, kind: "free", fee_cents: 0 },
  { name: "Hoeksche Waard (Heinenoord)", from: 3260, to: 3299, kind: "free", fee_cents: 0 },
  { name: "Dordrecht en Zwijndrecht", from: 3300, to: 3339, kind: "free", fee_cents: 0 },
  { name: "Waalwijk, Drunen en Kaatsheuvel", from: 5140, to: 5179, kind: "free", fee_cents: 0 },
  { name: "Zuid-Holland", from: 2200, to: 3399, kind: "paid", fee_cents: 4900 },
];

describe("a window", () => {
  it("is two times inside the working day, at least an hour apart", () => {
    expect(windowProblem("08:00", "12:00")).toBeNull();
    expect(windowProblem("12:00", "17:00")).toBeNull();
    expect(windowProblem("07:00", "08:00")).toBeNull();
    expect(windowProblem("12:00", "12:59")).toBe(WINDOW_ORDER);
    expect(windowProblem("12:00", "11:00")).toBe(WINDOW_ORDER);
    expect(windowProblem("06:00", "09:00")).toBe(WINDOW_OUTSIDE);
    expect(windowProblem("18:00", "21:00")).toBe(WINDOW_OUTSIDE);
    expect(windowProblem("8:00", "12:00")).toMatch(/08:00/);
    expect(windowProblem("24:00", "25:00")).toMatch(/08:00/);
  });
});

describe("a planned day", () => {
  const today = "2026-11-27";
  it("is a real working day from today on, by the country's holidays", () => {
    expect(dateProblem("2026-11-27", today, "NL")).toBeNull();
    expect(dateProblem("2026-11-30", today, "NL")).toBeNull();
    expect(dateProblem("2026-11-26", today, "NL")).toBe(DATE_PAST);
    expect(dateProblem("2026-11-28", today, "NL")).toBe(DATE_NOT_WORKING_DAY);
    expect(dateProblem("2026-12-25", today, "NL")).toBe(DATE_NOT_WORKING_DAY);
    expect(dateProblem("2026-02-30", today, "NL")).toMatch(/geldige datum/);
  });

  it("checks each alternative too, and refuses one equal to the moment or another alternative", () => {
    const plan = {
      fitterId: 1,
      date: "2026-11-30",
      from: "08:00",
      to: "12:00",
      notes: "",
      alternatives: [
        { date: "2026-11-30", from: "08:00", to: "12:00" },
        { date: "2026-11-29", from: "12:00", to: "17:00" },
      ],
    };
    expect(planProblems(plan, today, "NL")).toEqual({
      "alternatives.0.date": ALTERNATIVE_SAME,
      "alternatives.1.date": DATE_NOT_WORKING_DAY,
    });
    expect(planProblems({ ...plan, alternatives: [] }, today, "NL")).toEqual({});
  });
});

const drawn = [
  [
    [10, 10],
    [100, 100],
  ],
] as [number, number][][];

describe("the handover", () => {
  it("needs every row once, each ticked or explained, and a drawn signature", () => {
    const base = { remarks: "", extraWork: "", signerName: "Sanne", signature: drawn };
    expect(handoverProblems({ ...base, rows: [{ position: 1, done: true, remark: "" }] }, [1])).toEqual({});
    expect(handoverProblems({ ...base, rows: [{ position: 1, done: false, remark: "" }] }, [1])).toEqual({
      "rows.1": ROW_UNCHECKED,
    });
    expect(
      handoverProblems({ ...base, rows: [{ position: 1, done: false, remark: "Plafond te zacht" }] }, [1]),
    ).toEqual({});
    expect(
      handoverProblems({ ...base, rows: [{ position: 1, done: true, remark: "" }] }, [1, 2]).rows,
    ).toMatch(/kloppen niet/);
    expect(
      handoverProblems(
        { ...base, signature: [[[5, 5]]], rows: [{ position: 1, done: true, remark: "" }] },
        [1],
      ),
    ).toEqual({ signature: SIGNATURE_EMPTY });
  });

  it("measures and draws the signature", () => {
    expect(Math.round(signatureLength(drawn))).toBe(127);
    expect(signatureSvg(drawn)).toContain('<path d="M10 10 L100 100"/>');
  });
});

describe("the travel order", () => {
  const stop = (key: string, postcode: string, from = "08:00", country: "NL" | "BE" = "NL") => ({
    key,
    postcode,
    from,
    country,
  });
  const keys = (stops: { key: string }[]) => stops.map((s) => s.key);

  it("goes window by window, nearest postcode first from the shop, finishing an area before the next", () => {
    const order = travelOrder(
      [
        stop("waalwijk", "5144 NX"),
        stop("rotterdam", "3011 AB"),
        stop("barendrecht", "2992 AB"),
        stop("middag-dordt", "3311 AA", "12:00"),
        stop("antwerpen", "2000", "08:00", "BE"),
        stop("ridderkerk", "2983 CD"),
      ],
      2991,
      seedServiceAreaRanges,
    );
    expect(keys(order)).toEqual([
      "barendrecht",
      "ridderkerk",
      "rotterdam",
      "waalwijk",
      "antwerpen",
      "middag-dordt",
    ]);
  });

  it("stays in the current area even when a postcode of another is numerically nearer", () => {
    // From 3300 (Dordrecht, 3300–3339) 3299 (Hoeksche Waard) is 1 away and 3338 is 38; Dordrecht is done first.
    const order = travelOrder(
      [stop("dordt-1", "3300 AA"), stop("hw", "3299 AA"), stop("dordt-2", "3338 AA")],
      3300,
      seedServiceAreaRanges,
    );
    expect(keys(order)).toEqual(["dordt-1", "dordt-2", "hw"]);
  });

  it("links to directions with the address encoded", () => {
    expect(navigationUrl("Dierensteinweg 8, 2991 XJ Barendrecht")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Dierensteinweg%208%2C%202991%20XJ%20Barendrecht",
    );
  });
});
