// The back office's change of a request: a known status and/or a note, Dutch messages for anything else.
import { describe, expect, it } from "vitest";
import {
  INTERNAL_NOTE_INVALID,
  INTERNAL_NOTE_MAX,
  INTERNAL_NOTE_TOO_LONG,
  REQUEST_CHANGE_EMPTY,
  REQUEST_STATUS_INVALID,
  requestChangeSchema,
} from "./requests.ts";

function errors(input: unknown) {
  const result = requestChangeSchema.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("requestChangeSchema", () => {
  it("takes a status, a note, or both; the note is trimmed and may be empty (removes it)", () => {
    expect(requestChangeSchema.parse({ status: "afgehandeld" })).toEqual({ status: "afgehandeld" });
    expect(requestChangeSchema.parse({ note: "  gebeld  " })).toEqual({ note: "gebeld" });
    expect(requestChangeSchema.parse({ status: "nieuw", note: "" })).toEqual({ status: "nieuw", note: "" });
  });

  it("refuses an unknown status, a long note and an empty change with a Dutch message on the field", () => {
    expect(errors({ status: "klaar" })).toEqual([["status", REQUEST_STATUS_INVALID]]);
    expect(errors({ note: "x".repeat(INTERNAL_NOTE_MAX + 1) })).toEqual([["note", INTERNAL_NOTE_TOO_LONG]]);
    expect(errors({ note: 12 })).toEqual([["note", INTERNAL_NOTE_INVALID]]);
    expect(errors({})).toEqual([["status", REQUEST_CHANGE_EMPTY]]);
  });
});
