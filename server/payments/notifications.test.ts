// Adyen's webhook format: our signing agrees with @adyen/api-library's HmacValidator both ways, and items map to
// outcomes as documented in notifications.ts.
import adyen from "@adyen/api-library";
import { describe, expect, it } from "vitest";
import {
  type NotificationItem,
  notificationSigningString,
  outcomeOf,
  readNotifications,
  refundOutcomeOf,
  signNotificationItem,
  verifyNotificationItem,
} from "./notifications.ts";

const KEY = "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056";
const validator = new adyen.hmacValidator();

function item(overrides: Partial<NotificationItem> = {}): NotificationItem {
  const base: NotificationItem = {
    additionalData: {},
    amount: { currency: "EUR", value: 24950 },
    eventCode: "AUTHORISATION",
    eventDate: "2026-11-23T12:00:00+01:00",
    merchantAccountCode: "RaamwerkNL",
    merchantReference: "RW-2026-000042-1",
    paymentMethod: "ideal",
    pspReference: "QFQTPCQ8HXSKGK82",
    reason: "",
    success: "true",
    ...overrides,
  };
  base.additionalData = { hmacSignature: signNotificationItem(base, KEY) };
  return base;
}

describe("signing", () => {
  it("signs the same string as Adyen's library, with and without originalReference", () => {
    for (const candidate of [
      item(),
      item({ originalReference: "ABCDEF0123456789", eventCode: "CANCELLATION" }),
    ]) {
      expect(notificationSigningString(candidate)).toBe(validator.getDataToSign(candidate as never));
      expect(signNotificationItem(candidate, KEY)).toBe(validator.calculateHmac(candidate as never, KEY));
      expect(validator.validateHMAC(candidate as never, KEY)).toBe(true);
      expect(verifyNotificationItem(candidate, KEY)).toBe(true);
    }
    expect(notificationSigningString(item())).toBe(
      "QFQTPCQ8HXSKGK82::RaamwerkNL:RW-2026-000042-1:24950:EUR:AUTHORISATION:true",
    );
  });

  it("accepts what Adyen's library signs, and nothing changed afterwards", () => {
    const signed = item();
    signed.additionalData = { hmacSignature: validator.calculateHmac(signed as never, KEY) };
    expect(verifyNotificationItem(signed, KEY)).toBe(true);
    expect(verifyNotificationItem({ ...signed, amount: { currency: "EUR", value: 1 } }, KEY)).toBe(false);
    expect(verifyNotificationItem({ ...signed, success: "false" }, KEY)).toBe(false);
    expect(verifyNotificationItem(signed, "00".repeat(32))).toBe(false);
    expect(verifyNotificationItem({ ...signed, additionalData: {} }, KEY)).toBe(false);
    expect(verifyNotificationItem({ ...signed, additionalData: { hmacSignature: 42 } }, KEY)).toBe(false);
  });
});

describe("outcomes", () => {
  it.each([
    ["AUTHORISATION", "true", undefined, "authorised"],
    ["AUTHORISATION", "false", "Refused", "refused"],
    ["AUTHORISATION", "false", "Onvoldoende saldo", "refused"],
    ["AUTHORISATION", "false", "Cancelled", "cancelled"],
    ["AUTHORISATION", "false", "Shopper Cancelled", "cancelled"],
    ["AUTHORISATION", "false", "Acquirer Error", "error"],
    ["AUTHORISATION", "false", "Issuer Unavailable", "error"],
    ["CANCELLATION", "true", undefined, "cancelled"],
    ["CANCELLATION", "false", "Already captured", null],
    ["OFFER_CLOSED", "true", undefined, "expired"],
    ["CAPTURE", "true", undefined, null],
    ["REFUND", "true", undefined, null],
    ["REPORT_AVAILABLE", "true", undefined, null],
  ] as const)("%s success=%s reason=%s → %s", (eventCode, success, reason, expected) => {
    expect(outcomeOf({ eventCode, success, ...(reason ? { reason } : {}) })).toBe(expected);
  });
});

describe("refund outcomes", () => {
  it.each([
    ["REFUND", "true", "refunded"],
    ["REFUND", "false", "failed"],
    ["REFUND_FAILED", "true", "failed"],
    ["REFUNDED_REVERSED", "true", "failed"],
    ["REFUND_FAILED", "false", null],
    ["AUTHORISATION", "true", null],
    ["CAPTURE", "true", null],
  ] as const)("%s success=%s → %s", (eventCode, success, expected) => {
    expect(refundOutcomeOf({ eventCode, success })).toBe(expected);
  });
});

describe("readNotifications", () => {
  const options = {
    verify: (candidate: NotificationItem) => verifyNotificationItem(candidate, KEY),
    merchantAccount: "RaamwerkNL",
    live: false,
  };
  const body = (...items: NotificationItem[]) => ({
    live: "false",
    notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
  });

  it("answers the items that change a payment, with a de-duplication id of their signed parts", () => {
    const refused = item({ success: "false", reason: "Onvoldoende saldo", pspReference: "AAAAAAAAAAAAAAAA" });
    const authorised = item({ reason: "034183:1111:03/2030" });
    const capture = item({ eventCode: "CAPTURE", originalReference: "QFQTPCQ8HXSKGK82" });
    const dollars = item({ amount: { currency: "USD", value: 100 }, pspReference: "BBBBBBBBBBBBBBBB" });
    expect(readNotifications(body(refused, authorised, capture, dollars), options)).toEqual([
      {
        reference: "RW-2026-000042-1",
        pspReference: "AAAAAAAAAAAAAAAA",
        eventCode: "AUTHORISATION",
        outcome: "refused",
        reason: "Onvoldoende saldo",
        amountCents: 24950,
        currency: "EUR",
        eventDate: "2026-11-23T12:00:00+01:00",
        notificationId: "AAAAAAAAAAAAAAAA:AUTHORISATION:false",
      },
      {
        reference: "RW-2026-000042-1",
        pspReference: "QFQTPCQ8HXSKGK82",
        eventCode: "AUTHORISATION",
        outcome: "authorised",
        amountCents: 24950,
        currency: "EUR",
        eventDate: "2026-11-23T12:00:00+01:00",
        notificationId: "QFQTPCQ8HXSKGK82:AUTHORISATION:true",
      },
      // Another currency is passed on, for the shop to hold for review rather than drop unseen.
      {
        reference: "RW-2026-000042-1",
        pspReference: "BBBBBBBBBBBBBBBB",
        eventCode: "AUTHORISATION",
        outcome: "authorised",
        amountCents: 100,
        currency: "USD",
        eventDate: "2026-11-23T12:00:00+01:00",
        notificationId: "BBBBBBBBBBBBBBBB:AUTHORISATION:true",
      },
    ]);
  });

  it("gives a replay with another (unsigned) date the same id", () => {
    const first = readNotifications(body(item()), options);
    const replay = readNotifications(body({ ...item(), eventDate: "2030-01-01T00:00:00+01:00" }), options);
    expect(replay?.[0]?.notificationId).toBe(first?.[0]?.notificationId);
  });

  it("refuses the whole request for one bad item, another merchant account, the wrong environment or shape", () => {
    const forged = { ...item(), amount: { currency: "EUR", value: 1 } };
    expect(readNotifications(body(item(), forged), options)).toBeNull();
    expect(readNotifications(body(item({ merchantAccountCode: "Other" })), options)).toBeNull();
    expect(readNotifications({ ...body(item()), live: "true" }, options)).toBeNull();
    expect(readNotifications(body(item()), { ...options, live: true })).toBeNull();
    expect(readNotifications({ live: "false", notificationItems: [] }, options)).toBeNull();
    expect(readNotifications({ live: "false", notificationItems: [{ item: item() }] }, options)).toBeNull();
    expect(readNotifications(body({ ...item(), success: "yes" as "true" }), options)).toBeNull();
    expect(readNotifications(undefined, options)).toBeNull();
  });
});
