// Staff accounts of the back office: invitations (a one-time link to set a password), login with a lock after
// repeated failures, sessions with an idle timeout, and logging out everywhere. Passwords are hashed with
// argon2id (@node-rs/argon2) and never logged; tokens are random and stored only as their SHA-256.
import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  INVITATION_HOURS,
  LOGIN_LOCK_AFTER,
  LOGIN_LOCK_MINUTES,
  STAFF_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type StaffMember,
  type StaffRole,
  staffMemberSchema,
} from "../../../domain/staff.ts";
import type { Db, Tx } from "../../db/client.ts";
import { ClientError } from "../../http/errors.ts";
import { type Actor, writeAudit } from "../audit.ts";
import { staff, staffInvitations, staffSessions } from "../backoffice.schema.ts";

export type { StaffMember };

export const staffSessionSchema = z.object({ staff: staffMemberSchema, csrfToken: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** A member of staff as the owners' list shows them. */
export const staffListingSchema = staffMemberSchema.extend({
  active: z.boolean(),
  hasPassword: z.boolean(),
  lockedUntil: z.date().nullable(),
  lastLoginAt: z.date().nullable(),
  createdAt: z.date(),
});
export type StaffListing = z.infer<typeof staffListingSchema>;

export const LOGIN_FAILED_MESSAGE = "Dit e-mailadres en wachtwoord horen niet bij elkaar.";
export const LOCKED_MESSAGE = `Te veel mislukte pogingen. Probeer het over ${LOGIN_LOCK_MINUTES} minuten opnieuw.`;
export const INVITATION_INVALID_MESSAGE =
  "Deze link is verlopen of al gebruikt. Vraag de eigenaar van de winkel om een nieuwe.";

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** A hash to verify against when the account does not exist, so a wrong address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export class StaffService {
  constructor(private readonly db: Db) {}

  /**
   * Creates the account (or finds it, reactivating it and changing its role) and returns a fresh one-time
   * token for the link to set its password, valid INVITATION_HOURS. Earlier unused links of the account stop
   * working. Written to the audit log as `actor`.
   */
  async invite(
    input: { email: string; role: StaffRole; name?: string },
    actor: Actor,
  ): Promise<{ token: string; staff: StaffMember; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const token = newToken();
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(staff).where(eq(staff.email, email)).for("update");
      let member: StaffMember;
      if (existing) {
        const [row] = await tx
          .update(staff)
          .set({ role: input.role, active: true, ...(input.name ? { name: input.name } : {}) })
          .where(eq(staff.id, existing.id))
          .returning();
        member = pick(row ?? existing);
      } else {
        const [row] = await tx
          .insert(staff)
          .values({ email, role: input.role, name: input.name ?? "" })
          .returning();
        if (!row) throw new Error("staff insert returned no row");
        member = pick(row);
      }
      await tx.delete(staffInvitations).where(eq(staffInvitations.staffId, member.id));
      await tx.insert(staffInvitations).values({
        tokenHash: sha256(token),
        staffId: member.id,
        expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600_000),
      });
      await writeAudit(tx, actor, {
        action: existing ? "staff.reinvite" : "staff.invite",
        subject: email,
        before: existing ? { role: existing.role, active: existing.active } : null,
        after: { role: member.role, active: true },
      });
      return { token, staff: member, created: !existing };
    });
  }

  /** The account an unused, unexpired invitation is for; null otherwise. */
  async invitation(token: string): Promise<StaffMember | null> {
    const [row] = await this.db
      .select({ staff })
      .from(staffInvitations)
      .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
      .where(
        and(
          eq(staffInvitations.tokenHash, sha256(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, new Date()),
          eq(staff.active, true),
        ),
      );
    return row ? pick(row.staff) : null;
  }

  /**
   * Sets the password with an invitation's token (once), ends the account's other sessions, unlocks it, and
   * logs in: returns the new session's cookie token. A used or expired token is a 400 in Dutch.
   */
  async acceptInvitation(
    token: string,
    password: string,
  ): Promise<{ cookieToken: string; session: StaffSession }> {
    const passwordHash = await hash(password);
    return this.db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(staffInvitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(staffInvitations.tokenHash, sha256(token)),
            isNull(staffInvitations.usedAt),
            gt(staffInvitations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!invitation) throw new ClientError(400, { token: INVITATION_INVALID_MESSAGE });
      const [row] = await tx
        .update(staff)
        .set({ passwordHash, failedLogins: 0, lockedUntil: null })
        .where(and(eq(staff.id, invitation.staffId), eq(staff.active, true)))
        .returning();
      if (!row) throw new ClientError(400, { token: INVITATION_INVALID_MESSAGE });
      await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
      await writeAudit(
        tx,
        { id: row.id, email: row.email },
        {
          action: "staff.password",
          subject: row.email,
        },
      );
      return this.startSession(tx, pick(row));
    });
  }

  /**
   * Checks e-mail and password. After LOGIN_LOCK_AFTER failures in a row the account is locked for
   * LOGIN_LOCK_MINUTES (also for the right password). Unknown addresses and wrong passwords get the same answer.
   */
  async login(emailInput: string, password: string): Promise<{ cookieToken: string; session: StaffSession }> {
    const email = emailInput.trim().toLowerCase();
    const [row] = await this.db.select().from(staff).where(eq(staff.email, email));
    if (!row?.passwordHash || !row.active) {
      dummyHash ??= hash(newToken());
      await verify(await dummyHash, password).catch(() => false);
      throw new ClientError(400, { password: LOGIN_FAILED_MESSAGE });
    }
    if (row.lockedUntil && row.lockedUntil > new Date())
      throw new ClientError(429, { password: LOCKED_MESSAGE });
    const good = await verify(row.passwordHash, password).catch(() => false);
    if (!good) {
      const [updated] = await this.db
        .update(staff)
        .set({ failedLogins: sql`${staff.failedLogins} + 1` })
        .where(eq(staff.id, row.id))
        .returning({ failedLogins: staff.failedLogins });
      if ((updated?.failedLogins ?? 0) >= LOGIN_LOCK_AFTER) {
        await this.db
          .update(staff)
          .set({ failedLogins: 0, lockedUntil: new Date(Date.now() + LOGIN_LOCK_MINUTES * 60_000) })
          .where(eq(staff.id, row.id));
        throw new ClientError(429, { password: LOCKED_MESSAGE });
      }
      throw new ClientError(400, { password: LOGIN_FAILED_MESSAGE });
    }
    return this.db.transaction(async (tx) => {
      await tx
        .update(staff)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() })
        .where(eq(staff.id, row.id));
      return this.startSession(tx, pick(row));
    });
  }

  private async startSession(
    tx: Tx,
    member: StaffMember,
  ): Promise<{ cookieToken: string; session: StaffSession }> {
    const cookieToken = newToken();
    const csrfToken = newToken();
    await tx.insert(staffSessions).values({ tokenHash: sha256(cookieToken), staffId: member.id, csrfToken });
    return { cookieToken, session: { staff: member, csrfToken } };
  }

  /**
   * The session a cookie's token belongs to, if it is still alive (used within STAFF_IDLE_MINUTES, younger
   * than STAFF_SESSION_MAX_HOURS, the account active); each use moves its idle clock on.
   */
  async session(cookieToken: string | undefined): Promise<StaffSession | null> {
    if (!cookieToken || cookieToken.length > 100) return null;
    const now = Date.now();
    const [row] = await this.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .from(staff)
      .where(
        and(
          eq(staffSessions.tokenHash, sha256(cookieToken)),
          eq(staff.id, staffSessions.staffId),
          eq(staff.active, true),
          gt(staffSessions.lastSeenAt, new Date(now - STAFF_IDLE_MINUTES * 60_000)),
          gt(staffSessions.createdAt, new Date(now - STAFF_SESSION_MAX_HOURS * 3600_000)),
        ),
      )
      .returning({ csrfToken: staffSessions.csrfToken, staff });
    return row ? { staff: pick(row.staff), csrfToken: row.csrfToken } : null;
  }

  async logout(cookieToken: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(cookieToken)));
  }

  /** Ends every session of the account, on every device. */
  async logoutEverywhere(staffId: number): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
  }

  async list(): Promise<StaffListing[]> {
    const rows = await this.db.select().from(staff).orderBy(asc(staff.email));
    return rows.map((row) => ({
      ...pick(row),
      active: row.active,
      hasPassword: row.passwordHash !== null,
      lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null,
      lastLoginAt: row.lastLoginAt,
      createdAt: row.createdAt,
    }));
  }

  /**
   * Changes an account's role or switches it off (its sessions end). The last active owner cannot be demoted
   * or switched off, so the shop always has someone who can manage staff.
   */
  async update(
    id: number,
    change: { role?: StaffRole; active?: boolean },
    actor: Actor,
  ): Promise<StaffMember> {
    return this.db.transaction(async (tx) => {
      // One owner change at a time, so two owners cannot demote each other at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:owners'))`);
      const [before] = await tx.select().from(staff).where(eq(staff.id, id));
      if (!before) throw new ClientError(404, { id: "Deze medewerker bestaat niet." });
      const losesOwner =
        before.role === "eigenaar" &&
        before.active &&
        ((change.role !== undefined && change.role !== "eigenaar") || change.active === false);
      if (losesOwner) {
        const [owners] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(staff)
          .where(and(eq(staff.role, "eigenaar"), eq(staff.active, true)));
        if ((owners?.count ?? 0) <= 1)
          throw new ClientError(409, { role: "De winkel heeft minstens één actieve eigenaar nodig." });
      }
      const [after] = await tx.update(staff).set(change).where(eq(staff.id, id)).returning();
      if (!after) throw new ClientError(404, { id: "Deze medewerker bestaat niet." });
      if (change.active === false || change.role)
        await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
      await writeAudit(tx, actor, {
        action: "staff.update",
        subject: after.email,
        before: { role: before.role, active: before.active },
        after: { role: after.role, active: after.active },
      });
      return pick(after);
    });
  }

  /** Removes sessions past their time and invitations long expired; called now and then. */
  async prune(): Promise<void> {
    const now = Date.now();
    await this.db
      .delete(staffSessions)
      .where(
        or(
          lt(staffSessions.lastSeenAt, new Date(now - STAFF_IDLE_MINUTES * 60_000)),
          lt(staffSessions.createdAt, new Date(now - STAFF_SESSION_MAX_HOURS * 3600_000)),
        ),
      );
    await this.db
      .delete(staffInvitations)
      .where(lt(staffInvitations.expiresAt, new Date(now - 30 * 86_400_000)));
  }
}

function pick(row: typeof staff.$inferSelect): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
