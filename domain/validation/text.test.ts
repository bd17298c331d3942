// Tests for the one text rule: NUL and lone surrogates are refused, paired surrogates (emoji) are text.
import { describe, expect, it } from "vitest";
import { requiredText } from "./common.ts";
import { fieldErrors } from "./errors.ts";
import { TEXT_INVALID_CHARACTER } from "./messages.ts";
import { findUnsafeText, isSafeText } from "./text.ts";

describe("isSafeText", () => {
  it.each(["Sanne", "Zoë 😀", "", "regel\nregel\t"])("accepts %j", (value) => {
    expect(isSafeText(value)).toBe(true);
  });
  it.each(["a\u0000b", "\ud800", "a\ud83d", "\ude00a", "\ude00\ud83d"])("refuses %j", (value) => {
    expect(isSafeText(value)).toBe(false);
  });
});

describe("findUnsafeText", () => {
  it("names the first unsafe value or key by its path", () => {
    expect(findUnsafeText({ a: "ok", b: [1, "ok", { c: "x\u0000" }] })).toBe("b.2.c");
    expect(findUnsafeText({ a: { "k\ud800": 1 } })).toBe("a");
    expect(findUnsafeText("\u0000")).toBe("");
    expect(findUnsafeText({ a: ["ok"], b: 1, c: null })).toBeUndefined();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(findUnsafeText(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});

describe("the text builders", () => {
  it("refuse unsafe text with one Dutch message", () => {
    expect(fieldErrors(requiredText("Voornaam is verplicht").safeParse("Sanne\u0000"))).toEqual({
      _form: TEXT_INVALID_CHARACTER,
    });
  });
});
