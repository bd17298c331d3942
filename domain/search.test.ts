import { describe, expect, it } from "vitest";
import { checkQuery, foldAccents, searchMessages, searchWords, tsqueryText } from "./search.ts";

describe("checkQuery", () => {
  it("takes a query without the white space around and inside it doubled", () => {
    expect(checkQuery("  rolgordijn   verduisterend ")).toEqual({
      ok: true,
      query: "rolgordijn verduisterend",
    });
  });

  it.each([
    [undefined, searchMessages.empty],
    ["", searchMessages.empty],
    ["   ", searchMessages.empty],
    ["a".repeat(101), searchMessages.tooLong],
    ["rol\tgordijn", searchMessages.control],
    ["rol\u0000gordijn", searchMessages.control],
    ["rol\u0085gordijn", searchMessages.control],
    ["&|!", searchMessages.noWords],
  ])("refuses %j", (raw, message) => {
    expect(checkQuery(raw)).toEqual({ ok: false, message });
  });

  it("takes exactly 100 characters", () => {
    expect(checkQuery("a".repeat(100)).ok).toBe(true);
  });
});

describe("searchWords", () => {
  it("folds accents and case, so 'Plissé' and 'plisse' are one word", () => {
    expect(foldAccents("Plissé Jaloezieën")).toBe("plisse jaloezieen");
    expect(searchWords("Plissé, JALOEZIEËN!")).toEqual(["plisse", "jaloezieen"]);
  });

  it("leaves nothing of a query language's operators", () => {
    expect(searchWords('rolgordijn\' & !(hout:* | "wit")')).toEqual(["rolgordijn", "hout", "wit"]);
  });
});

describe("tsqueryText", () => {
  it("asks for all words, the last one unfinished while typing", () => {
    expect(tsqueryText(["rolgordijn", "verd"], true)).toBe("rolgordijn & verd:*");
    expect(tsqueryText(["rolgordijn", "wit"], false)).toBe("rolgordijn & wit");
    expect(tsqueryText(["plisse", "gordijn"], false, true)).toBe("plisse | gordijn");
  });
});
