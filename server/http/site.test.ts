// The site a Host header resolves to: configured addresses, loopback hosts as they are, nothing forged.
import { describe, expect, it } from "vitest";
import { siteResolver } from "./site.ts";

describe("siteResolver", () => {
  const site = siteResolver("https://www.raamwerk.nl/", "https://www.raamwerk.be");

  it("answers the configured hosts with their configured addresses", () => {
    expect(site("www.raamwerk.nl", "http")).toEqual({ store: "NL", base: "https://www.raamwerk.nl" });
    expect(site("WWW.raamwerk.be.", "http")).toEqual({ store: "BE", base: "https://www.raamwerk.be" });
  });

  it("keeps local hosts working as they are", () => {
    expect(site("localhost:4123", "http")).toEqual({ store: "NL", base: "http://localhost:4123" });
    expect(site("be.localhost:4123", "http")).toEqual({ store: "BE", base: "http://be.localhost:4123" });
    expect(site("127.0.0.1:4123", "http")).toEqual({ store: "NL", base: "http://127.0.0.1:4123" });
  });

  it("never answers with a forged host", () => {
    for (const forged of [
      "evil.example",
      "evil.example:3000",
      "localhost.evil.example",
      "localhost@evil.example",
      "",
    ]) {
      expect(site(forged, "https").base, forged).toBe("https://www.raamwerk.nl");
    }
    expect(site("evil.be", "http")).toEqual({ store: "BE", base: "https://www.raamwerk.be" });
  });
});
