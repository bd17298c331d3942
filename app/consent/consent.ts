// The visitor's cookie choice: the rw_consent cookie (read and written in the browser only, so cached pages stay
// the same for everyone), Google Consent Mode v2's default and update parameters, and the document head's script.

/** Raised when what we ask consent for changes: a cookie of an older version counts as no choice. */
export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = "rw_consent";
/** Twelve months, after which the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the visitor allowed besides the functional cookies, which need no consent. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const ONLY_NECESSARY: ConsentChoice = { analytics: false, marketing: false };

type ConsentState = "granted" | "denied";

/** Consent Mode v2's defaults, the first entry of the data layer: everything optional denied until chosen. */
export const CONSENT_DEFAULT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "granted",
  security_storage: "granted",
  wait_for_update: 500,
} as const;

function state(allowed: boolean): ConsentState {
  return allowed ? "granted" : "denied";
}

/** The `gtag('consent', 'update', …)` parameters for a choice: marketing covers the three ad signals. */
export function consentUpdate(choice: ConsentChoice): Record<string, ConsentState> {
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  };
}

/** Whether the shop's tracking events may reach the data layer: when any of their consumers is allowed. */
export function allowsTracking(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing;
}

/** The cookie's value: version, analytics and marketing, e.g. `v1.a1.m0`. */
export function serializeConsent(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

const valuePattern = /^v(\d+)\.a([01])\.m([01])$/;

/** The choice in a cookie value; null for none, a broken value or another version (ask again). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? valuePattern.exec(value) : null;
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { analytics: match[2] === "1", marketing: match[3] === "1" };
}

/** The choice in a `document.cookie` string. */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return parseConsent(rest.join("="));
  }
  return null;
}

/** The `document.cookie` assignment that remembers a choice for twelve months, on this store's host only. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The head script's part for consent, run before any other script: the data layer and `gtag` as Google
 * documents them (`dataLayer.push(arguments)`), the defaults first, then at once the update for a remembered
 * choice, so a tag manager loaded later reads the visitor's choice before any event. The same for every visitor:
 * the choice comes from the cookie in the browser. consent.test.ts runs it against `consentUpdate`.
 */
export function consentHeadScript(): string {
  const granted = (group: number) => `m[${group}]==="1"?"granted":"denied"`;
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    `gtag("consent","default",${JSON.stringify(CONSENT_DEFAULT)});`,
    `(function(){var m=/(?:^|;\\s*)${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.a([01])\\.m([01])(?:;|$)/.exec(document.cookie);`,
    `if(m)gtag("consent","update",{ad_storage:${granted(2)},ad_user_data:${granted(2)},ad_personalization:${granted(2)},analytics_storage:${granted(1)}});})();`,
  ].join("");
}
