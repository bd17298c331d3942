// The room label's rule: trimmed, empty is no label, at most 40 characters, no control characters; the same
// messages from the function and the request schema.
import { describe, expect, it } from "vitest";
import { normalizeRoom, ROOM_MAX_LENGTH, roomSchema } from "./room.ts";

describe("normalizeRoom", () => {
  it("keeps a label trimmed and reads empty text as no label", () => {
    expect(normalizeRoom("  Slaapkamer links ")).toEqual({ value: "Slaapkamer links" });
    expect(normalizeRoom("   ")).toEqual({ value: null });
    expect(normalizeRoom(null)).toEqual({ value: null });
    expect(normalizeRoom(undefined)).toEqual({ value: null });
  });

  it("takes exactly 40 characters and refuses 41 in Dutch, naming the question", () => {
    expect(normalizeRoom("a".repeat(ROOM_MAX_LENGTH))).toEqual({ value: "a".repeat(40) });
    expect(normalizeRoom("a".repeat(41), "Ruimte of raam")).toEqual({
      error: "Ruimte of raam mag maximaal 40 tekens bevatten",
    });
  });

  it("counts an accented letter written in two parts as one character", () => {
    const decomposed = `${"e\u0301".repeat(40)}`;
    const result = normalizeRoom(decomposed);
    expect(result).toEqual({ value: "\u00e9".repeat(40) });
  });

  it("refuses tabs, line breaks and other control characters, and what is not text", () => {
    for (const bad of ["Slaap\tkamer", "Slaap\nkamer", "Keuken\u0000", "Hal\u2028boven", "Zolder\u0085"])
      expect(normalizeRoom(bad)).toEqual({
        error: "Ruimte mag geen tabs, regeleinden of andere stuurtekens bevatten",
      });
    expect(normalizeRoom(12)).toEqual({ error: "Ruimte moet tekst zijn" });
    expect(normalizeRoom({ room: "x" })).toEqual({ error: "Ruimte moet tekst zijn" });
  });
});

describe("roomSchema", () => {
  it("answers the trimmed label or null, and the rule's Dutch messages", () => {
    const schema = roomSchema();
    expect(schema.parse(" Badkamer ")).toBe("Badkamer");
    expect(schema.parse("")).toBeNull();
    expect(schema.parse(null)).toBeNull();
    const tooLong = schema.safeParse("b".repeat(41));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("Ruimte mag maximaal 40 tekens bevatten");
    expect(schema.safeParse(5).error?.issues[0]?.message).toBe("Ruimte moet tekst zijn");
  });
});
