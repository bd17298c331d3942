// The payment provider's two ways back into the shop: its webhook under /api/payments (payment and refund
// notifications, verified and applied once each) and the return route it sends the visitor back to
// (/checkout/betaling/:reference).
import type { FastifyInstance } from "fastify";
import { refusalErrorFor } from "../../domain/checkout/refusal.ts";
import { ClientError } from "../http/errors.ts";

/** The provider's notifications: verified, applied once each, acknowledged as the provider expects. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { orders, payments, refunds } = app.services;
  app.post(
    "/notifications",
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const notifications = payments.verifyNotifications(request.body, request.headers);
      if (!notifications) {
        request.log.warn("payment notification refused: bad signature or shape");
        throw new ClientError(401, { signature: "Ongeldige handtekening." });
      }
      for (const n of notifications) {
        if (n.kind === "refund") {
          const result = await refunds.applyNotification(n, request.log);
          if (result === "mismatch")
            request.log.error(
              { reference: n.reference, pspReference: n.pspReference },
              "refund notification amount or currency differs from the refund: not applied",
            );
          else if (result === "unknown")
            request.log.warn(
              { reference: n.reference },
              "refund notification for an unknown refund: ignored",
            );
          continue;
        }
        const applied = await orders.applyOutcome({
          reference: n.reference,
          outcome: n.outcome,
          reason: n.reason,
          source: "webhook",
          notificationId: n.notificationId,
          amount: { value: n.amountCents, currency: n.currency },
        });
        if (applied.kind === "review")
          request.log.error(
            { reference: n.reference, pspReference: n.pspReference, detail: applied.detail },
            "payment notification amount or currency differs from the attempt: order held for review",
          );
      }
      return reply.type("text/plain").send(payments.notificationAck);
    },
  );
}

/**
 * /checkout/betaling/:reference: the provider's return; applies a verified result, then sends the visitor on: the
 * thank-you page or the payment step for the order's payment, the customer's change page (signed link, with
 * `betaling=` how it went) for a change's payment.
 */
export async function paymentReturnRoutes(app: FastifyInstance): Promise<void> {
  const { orders, payments, orderChanges } = app.services;
  app.get<{ Params: { reference: string }; Querystring: Record<string, string | undefined> }>(
    "/checkout/betaling/:reference",
    { schema: { hide: true } },
    async (request, reply) => {
      const reference = request.params.reference;
      const result = await payments.returnResult({ ...request.query, reference });
      if (result && result.reference === reference) {
        const applied = await orders.applyOutcome({
          reference,
          outcome: result.outcome,
          reason: result.reason,
          source: "return",
          ...(result.amount ? { amount: result.amount } : {}),
        });
        if (applied.kind === "review")
          request.log.error(
            { reference, detail: applied.detail },
            "payment return amount or currency differs from the attempt: order held for review",
          );
      }
      const target = await orders.returnTarget(reference);
      if (!target) return reply.redirect("/checkout");
      if (target.kind === "change") {
        const result = target.applied
          ? "betaald"
          : target.late
            ? "te-laat"
            : target.outcome === "authorised" || target.outcome === "pending"
              ? "verwerken"
              : "mislukt";
        const page = orderChanges.links.path(target.number, "wijzigen");
        return reply.redirect(`${page}&betaling=${result}`, 303);
      }
      if (target.kind === "failed") {
        const query = new URLSearchParams({ refusalError: refusalErrorFor(target.outcome) });
        if (target.reason) query.set("refusalReason", target.reason);
        return reply.redirect(`/checkout/betalen?${query}`, 303);
      }
      return reply.redirect(`/checkout/bedankt?order=${encodeURIComponent(target.number)}`, 303);
    },
  );
}
