// Field state: a field is checked on blur once changed, again on every change while it shows a message, at
// once when asked (a choice), and reset clears it all.
// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFields } from "./useFields";

type Values = { name: string; size: string };
const required = (field: keyof Values, values: Values) =>
  values[field].trim() ? undefined : "Veld is verplicht";

const render = () => renderHook(() => useFields<keyof Values, Values>({ name: "", size: "" }, required));

describe("useFields", () => {
  it("leaves an untouched field alone on blur, and checks it once it was changed", () => {
    const { result } = render();
    act(() => result.current.blur("name"));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.set("name", " "));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.blur("name"));
    expect(result.current.errors.name).toBe("Veld is verplicht");
  });

  it("takes a message away on the change that makes the value right", () => {
    const { result } = render();
    act(() => {
      result.current.check("size");
    });
    expect(result.current.errors.size).toBe("Veld is verplicht");
    act(() => result.current.set("size", "3"));
    expect(result.current.values.size).toBe("3");
    expect(result.current.errors.size).toBeUndefined();
  });

  it("checks a choice at once when asked, and resets to new values", () => {
    const { result } = render();
    act(() => result.current.set("name", "", { check: true }));
    expect(result.current.errors.name).toBe("Veld is verplicht");
    act(() => result.current.reset({ name: "Jan", size: "" }));
    expect(result.current.values).toEqual({ name: "Jan", size: "" });
    expect(result.current.errors).toEqual({});
    act(() => result.current.blur("size"));
    expect(result.current.errors.size).toBeUndefined();
  });

  it("checks nothing without a check (a form sent as typed)", () => {
    const { result } = renderHook(() => useFields<keyof Values, Values>({ name: "", size: "" }, null));
    act(() => {
      expect(result.current.check("name")).toBeUndefined();
    });
    expect(result.current.errors).toEqual({});
  });
});
