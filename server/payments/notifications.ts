// Adyen's standard webhook (notification) format: its shape, its HMAC signature and what an item means for
// our order. The sandbox signs with it and both providers read with it, so both go through one code path.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { PaymentOutcome, ProviderNotification, RefundNotification } from "./provider.ts";

/** One item as Adyen sends it (fields we do not read are kept, not refused). */
const itemSchema = z.looseObject({
  pspReference: z.string().min(1).max(64),
  originalReference: z.string().max(64).optional(),
  merchantAccountCode: z.string().min(1).max(200),
  merchantReference: z.string().min(1).max(200),
  amount: z.looseObject({ value: z.number().int().min(0), currency: z.string().length(3) }),
  eventCode: z.string().min(1).max(64),
  eventDate: z.string().min(1).max(64),
  success: z.enum(["true", "false"]),
  reason: z.string().max(1000).optional(),
  paymentMethod: z.string().max(64).optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});

const bodySchema = z.looseObject({
  live: z.enum(["true", "false"]),
  notificationItems: z
    .array(z.looseObject({ NotificationRequestItem: itemSchema }))
    .min(1)
    .max(100),
});

export type NotificationItem = z.infer<typeof itemSchema>;
export type NotificationBody = z.infer<typeof bodySchema>;

/** Adyen escapes these two characters in signed strings of key/value pairs. */
const escapePart = (value: string) => value.replace(/\\/g, "\\\\").replace(/:/g, "\\:");

/**
 * The string Adyen signs for a payment notification item: pspReference, originalReference,
 * merchantAccountCode, merchantReference, amount value, currency, eventCode and success, joined by ':'
 * (a missing originalReference is an empty field). The same as @adyen/api-library's HmacValidator.
 * Note what is not signed: reason, eventDate and additionalData.
 */
export function notificationSigningString(item: NotificationItem): string {
  return [
    item.pspReference,
    item.originalReference ?? "",
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(":");
}

/** HMAC-SHA256 of `data` with a hexadecimal key (as the Customer Area shows it), base64. */
export function hmacBase64(data: string, hexKey: string): string {
  return createHmac("sha256", Buffer.from(hexKey, "hex")).update(data, "utf8").digest("base64");
}

/** Compares two base64 signatures in constant time; false for a missing or differently sized one. */
export function sameSignature(expected: string, received: unknown): boolean {
  if (typeof received !== "string" || received === "") return false;
  const a = Buffer.from(expected, "base64");
  const b = Buffer.from(received, "base64");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signNotificationItem(item: NotificationItem, hexKey: string): string {
  return hmacBase64(notificationSigningString(item), hexKey);
}

export function verifyNotificationItem(item: NotificationItem, hexKey: string): boolean {
  return sameSignature(signNotificationItem(item, hexKey), item.additionalData?.hmacSignature);
}

/** Signs a list of key/value pairs the way Adyen signs them: escaped keys, then escaped values, by ':'. */
export function signPairs(pairs: [string, string][], hexKey: string): string {
  const keys = pairs.map(([key]) => escapePart(key));
  const values = pairs.map(([, value]) => escapePart(value));
  return hmacBase64([...keys, ...values].join(":"), hexKey);
}

/**
 * AUTHORISATION success=false carries Adyen's refusal reason; these reasons mean the visitor (or the shop)
 * stopped the payment, or the bank could not be reached, rather than a refusal. Compared case-insensitively.
 */
const CANCELLED_REASONS = new Set(["cancelled", "shopper cancelled", "cancelled by shopper"]);
const ERROR_REASONS = new Set(["error", "acquirer error", "issuer unavailable", "technical error"]);

/**
 * What an item means for the payment, or null for an event that does not change it (CAPTURE, REFUND,
 * REPORT_AVAILABLE, a failed CANCELLATION, ...): those are acknowledged and otherwise ignored.
 * - AUTHORISATION true: authorised.
 * - AUTHORISATION false: refused with its reason; cancelled or error for the reasons above.
 * - CANCELLATION true: cancelled (the shop cancelled the payment at Adyen).
 * - OFFER_CLOSED true: expired (the payment was never completed in time).
 */
export function outcomeOf(
  item: Pick<NotificationItem, "eventCode" | "success" | "reason">,
): PaymentOutcome | null {
  const success = item.success === "true";
  switch (item.eventCode) {
    case "AUTHORISATION": {
      if (success) return "authorised";
      const reason = (item.reason ?? "").trim().toLowerCase();
      if (CANCELLED_REASONS.has(reason)) return "cancelled";
      if (ERROR_REASONS.has(reason)) return "error";
      return "refused";
    }
    case "CANCELLATION":
      return success ? "cancelled" : null;
    case "OFFER_CLOSED":
      return success ? "expired" : null;
    default:
      return null;
  }
}

/**
 * What an item means for a refund, or null when it is not about one:
 * - REFUND true: refunded; REFUND false: the refund failed (with its reason).
 * - REFUND_FAILED true and REFUNDED_REVERSED true: a refund reported before failed after all.
 */
export function refundOutcomeOf(
  item: Pick<NotificationItem, "eventCode" | "success">,
): RefundNotification["outcome"] | null {
  const success = item.success === "true";
  switch (item.eventCode) {
    case "REFUND":
      return success ? "refunded" : "failed";
    case "REFUND_FAILED":
    case "REFUNDED_REVERSED":
      return success ? "failed" : null;
    default:
      return null;
  }
}

export interface ReadOptions {
  /** Checks one item's signature. */
  verify(item: NotificationItem): boolean;
  /** Items for another merchant account are not ours: the whole request is refused. */
  merchantAccount: string;
  /** A test notification sent to a live shop (or the other way round) is refused. */
  live: boolean;
}

/**
 * Reads a webhook body: null when its shape, its environment, a merchant account or any item's signature is
 * wrong (the caller then changes nothing and answers an error); otherwise the items that change a payment
 * or a refund (kind 'refund').
 * notificationId is pspReference:eventCode:success, the parts of an item that are signed; eventDate is
 * not signed, so a replay with another date must not pass as a new notification.
 */
export function readNotifications(body: unknown, options: ReadOptions): ProviderNotification[] | null {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return null;
  if (parsed.data.live !== String(options.live)) return null;
  const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
  for (const item of items) {
    if (item.merchantAccountCode !== options.merchantAccount) return null;
    if (!options.verify(item)) return null;
  }
  const notifications: ProviderNotification[] = [];
  for (const item of items) {
    const refund = refundOutcomeOf(item);
    if (refund) {
      notifications.push({
        kind: "refund",
        reference: item.merchantReference,
        pspReference: item.pspReference,
        ...(item.originalReference ? { originalReference: item.originalReference } : {}),
        eventCode: item.eventCode,
        outcome: refund,
        ...(item.reason && refund === "failed" ? { reason: item.reason } : {}),
        amountCents: item.amount.value,
        currency: item.amount.currency,
        eventDate: item.eventDate,
        notificationId: `${item.pspReference}:${item.eventCode}:${item.success}`,
      });
      continue;
    }
    const outcome = outcomeOf(item);
    // Another currency is not skipped: the shop compares amount and currency with the attempt and holds a
    // mismatch for review (orders.service.ts applyOutcome).
    if (!outcome) continue;
    notifications.push({
      reference: item.merchantReference,
      pspReference: item.pspReference,
      eventCode: item.eventCode,
      outcome,
      // An authorisation's reason is Adyen's auth code and card summary: nothing to show or keep.
      ...(item.reason && outcome !== "authorised" ? { reason: item.reason } : {}),
      amountCents: item.amount.value,
      currency: item.amount.currency,
      eventDate: item.eventDate,
      notificationId: `${item.pspReference}:${item.eventCode}:${item.success}`,
    });
  }
  return notifications;
}
