// The Peppol outbox: every invoice and credit note the shop sends as an e-invoice, and what became of it.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PeppolState, PeppolTransport } from "../../domain/peppol-states.ts";
import { invoices } from "../invoices/invoices.schema.ts";

/**
 * One row per document sent over Peppol, written in the transaction that issues the document and delivered by
 * the outbox's worker (outbox.ts) through the access point after the commit, with retries. The UBL is not kept
 * here: it is printed from the issued document again byte for byte (server/invoices/ubl.ts).
 */
export const peppolTransmissions = pgTable(
  "peppol_transmissions",
  {
    id: serial("id").primaryKey(),
    /** The invoice or credit note ('2026-000123', 'C2026-000007'); one transmission per document. */
    documentNumber: text("document_number")
      .notNull()
      .references(() => invoices.number),
    documentType: text("document_type").$type<"Invoice" | "CreditNote">().notNull(),
    /** The buyer's Peppol address: its scheme ('0208') and identifier, as the UBL's EndpointID carries them. */
    receiverScheme: text("receiver_scheme").notNull(),
    receiverId: text("receiver_id").notNull(),
    /** Sent with every attempt, so an access point that takes one delivers the document once. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<PeppolState>().notNull().default("queued"),
    /** The access point that took it (or last refused it): 'local' or 'storecove'. */
    transport: text("transport").$type<PeppolTransport>(),
    /** The access point's id of the transmission (Storecove's submission guid). */
    transmissionId: text("transmission_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("peppol_transmissions_document_idx").on(t.documentNumber),
    index("peppol_transmissions_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
