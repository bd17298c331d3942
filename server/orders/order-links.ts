// The customer's signed links to an order's own pages (/bestelling/{number}/wijzigen): an HMAC-SHA256 over the purpose and the order number with a server secret, compared in constant time.
//
// A signature, not a stored random token: every order has its link from the moment it is paid without a write,
// the same link goes in the confirmation mail, the question mail and on /bestelling-volgen, and nobody can make
// one for another order without the secret (kept in the settings table, made on the first start: keptSecret).
// The token is bound to its purpose, so a later page's link cannot open this one. The fitting's link is not one of
// these: a new plan must void the old link, so it is a random token stored hashed per plan (decision 0042).
import { createHmac, timingSafeEqual } from "node:crypto";

/** What a link opens; each purpose signs differently. */
export type OrderLinkPurpose = "wijzigen" | "montage";

/** 32 bytes of HMAC-SHA256 in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class OrderLinks {
  readonly #secret: string;

  constructor(secret: string) {
    if (secret.length < 16) throw new Error("the order links' secret is too short");
    this.#secret = secret;
  }

  /** The token of `number`'s page for `purpose`. */
  token(number: string, purpose: OrderLinkPurpose): string {
    return createHmac("sha256", this.#secret).update(`${purpose}\n${number}`).digest("base64url");
  }

  /** Whether `token` is `number`'s for `purpose`; a malformed token is simply false. */
  verify(number: string, purpose: OrderLinkPurpose, token: unknown): boolean {
    if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return false;
    const expected = Buffer.from(this.token(number, purpose));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** `https://www.raamwerk.nl/bestelling/RW-2026-000123/wijzigen?t=…` */
  url(siteUrl: string, number: string, purpose: OrderLinkPurpose): string {
    return `${siteUrl.replace(/\/$/, "")}${this.path(number, purpose)}`;
  }

  /** The same link without the site, for the shop's own pages. */
  path(number: string, purpose: OrderLinkPurpose): string {
    return `/bestelling/${encodeURIComponent(number)}/${purpose}?t=${this.token(number, purpose)}`;
  }
}
