// The consent cookie's format and versions, Consent Mode's parameters, and the head script run as a browser would.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_DEFAULT,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  type ConsentChoice,
  consentCookie,
  consentFromCookies,
  consentHeadScript,
  consentUpdate,
  ONLY_NECESSARY,
  parseConsent,
  serializeConsent,
} from "./consent";

const choices: ConsentChoice[] = [
  ACCEPT_ALL,
  ONLY_NECESSARY,
  { analytics: true, marketing: false },
  { analytics: false, marketing: true },
];

/** The head script in a fresh window with these cookies; the data layer's entries as plain arrays and objects. */
function runHeadScript(cookie: string): unknown[] {
  const window: { dataLayer?: unknown[] } = {};
  const sandbox = { window, document: { cookie } } as Record<string, unknown>;
  // The browser's global object is the window: `dataLayer` and `window.dataLayer` are one.
  Object.defineProperty(sandbox, "dataLayer", { get: () => window.dataLayer });
  runInNewContext(consentHeadScript(), sandbox);
  return (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]"
      ? JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))
      : entry,
  );
}

describe("the consent cookie", () => {
  it("round-trips every choice with the current version", () => {
    for (const choice of choices) expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(serializeConsent({ analytics: true, marketing: false })).toBe(`v${CONSENT_VERSION}.a1.m0`);
  });

  it("counts a cookie of another version, or a broken one, as no choice, so the banner asks again", () => {
    expect(parseConsent(`v${CONSENT_VERSION + 1}.a1.m1`)).toBeNull();
    expect(parseConsent(`v${CONSENT_VERSION - 1}.a1.m1`)).toBeNull();
    for (const broken of ["", "ja", "v1.a2.m0", "v1.a1", "v1.a1.m1.x", " v1.a1.m1"]) {
      expect(parseConsent(broken)).toBeNull();
    }
    expect(parseConsent(undefined)).toBeNull();
  });

  it("is found among the page's other cookies, by its exact name", () => {
    expect(consentFromCookies(`rw_counts=1; rw_consent=${serializeConsent(ACCEPT_ALL)}; x=y`)).toEqual(
      ACCEPT_ALL,
    );
    expect(consentFromCookies(`old_rw_consent=${serializeConsent(ACCEPT_ALL)}`)).toBeNull();
    expect(consentFromCookies("")).toBeNull();
  });

  it("is kept twelve months on the whole site, Secure on https", () => {
    const cookie = consentCookie(ONLY_NECESSARY, true);
    expect(cookie).toBe(
      `rw_consent=v${CONSENT_VERSION}.a0.m0; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie(ONLY_NECESSARY, false)).not.toContain("Secure");
  });
});

describe("Consent Mode", () => {
  it("maps marketing to the three ad signals and analytics to analytics storage", () => {
    expect(consentUpdate({ analytics: true, marketing: false })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentUpdate({ analytics: false, marketing: true })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("head script: a first visit's data layer holds the defaults (everything optional denied) and nothing else", () => {
    expect(runHeadScript("")).toEqual([["consent", "default", CONSENT_DEFAULT]]);
    expect(CONSENT_DEFAULT).toMatchObject({
      ad_storage: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    });
  });

  it("head script: a remembered choice is the update right after the defaults, the same as the banner would push", () => {
    for (const choice of choices) {
      expect(runHeadScript(`a=b; rw_consent=${serializeConsent(choice)}; c=d`)).toEqual([
        ["consent", "default", CONSENT_DEFAULT],
        ["consent", "update", consentUpdate(choice)],
      ]);
    }
  });

  it("head script: a cookie of another version updates nothing", () => {
    expect(runHeadScript(`rw_consent=v${CONSENT_VERSION + 1}.a1.m1`)).toEqual([
      ["consent", "default", CONSENT_DEFAULT],
    ]);
  });
});
