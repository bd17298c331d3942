// Which store a host gets.
import { describe, expect, it } from "vitest";
import { resolveStore } from "./store.ts";

describe("resolveStore", () => {
  it.each([
    ["localhost:3000", "NL"],
    ["www.raamwerk.nl", "NL"],
    ["be.localhost:3000", "BE"],
    ["www.raamwerk.be", "BE"],
    ["raamwerk.be.", "BE"],
    ["bestellen.nl", "NL"],
    [undefined, "NL"],
  ])("gives %s the %s store", (host, code) => {
    expect(resolveStore(host).code).toBe(code);
  });

  it("lets a valid override win, and ignores an invalid one", () => {
    expect(resolveStore("localhost", "be").code).toBe("BE");
    expect(resolveStore("www.raamwerk.be", "NL").code).toBe("NL");
    expect(resolveStore("localhost", "de").code).toBe("NL");
  });

  it("offers the advice appointment only in the Dutch store", () => {
    expect(resolveStore("localhost").adviceAppointments).toBe(true);
    expect(resolveStore("be.localhost").adviceAppointments).toBe(false);
  });
});
