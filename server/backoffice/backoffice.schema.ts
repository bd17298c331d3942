// The back office's own tables: staff, their sessions and invitations, the audit log.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { StaffRole } from "../../domain/staff.ts";

/** A member of staff of the back office (/beheer). `email` is stored in lower case. */
export const staff = pgTable("staff", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role").$type<StaffRole>().notNull(),
  /** argon2id; null until the invitation's link was used to set a password. */
  passwordHash: text("password_hash"),
  active: boolean("active").notNull().default(true),
  /** Failed logins since the last success; at the limit the account is locked until `locked_until`. */
  failedLogins: integer("failed_logins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
});

/** A logged-in staff session: only the SHA-256 of the cookie's token is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** Sent back on every write in the X-CSRF-Token header. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** A one-time link to set a password (a new account, or a reset): only the token's SHA-256 is stored. */
export const staffInvitations = pgTable("staff_invitations", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: integer("staff_id")
    .notNull()
    .references(() => staff.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every change made in the back office: who, when, what, and the data before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for changes made from the command line (`npm run beheer`). */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    actor: text("actor").notNull(),
    /** What was done, e.g. 'order.status', 'voucher.update', 'staff.invite'. */
    action: text("action").notNull(),
    /** What it was done to, e.g. 'RW-2026-000123', 'ZOMER10', 'eigenaar@example.nl'. */
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
