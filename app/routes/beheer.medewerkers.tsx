// /beheer/medewerkers (owners): the staff accounts, inviting someone (a one-time link to set a password),
// changing a role, switching an account off.
import { useState } from "react";
import { roleLabels, type StaffRole, staffRoles } from "../../domain/staff";
import { useBeheerAction } from "../backoffice/api";
import { Badge, type Tone } from "../backoffice/Badge";
import { formatDateTime } from "../backoffice/format";
import { loadStaffPage } from "../backoffice/staff/staff-pages.server";
import { TableWrap } from "../backoffice/TableWrap";
import { NoScriptFields, noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.medewerkers";

export function meta() {
  return [{ title: "Medewerkers | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStaffPage(request, context);
}

interface Invitation {
  link: string;
  staff: { email: string };
  created: boolean;
}

function InviteForm({ onInvited }: { onInvited: (invitation: Invitation) => void }) {
  const { run, busy, errors } = useBeheerAction<Invitation>();
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const result = await run("POST", "staff", {
      email: String(data.get("email") ?? ""),
      role: String(data.get("role") ?? ""),
      ...(name ? { name } : {}),
    });
    if (result) {
      form.reset();
      onInvited(result);
    }
  }
  return (
    <form
      method="post"
      className="beheer-filters"
      onSubmit={submit}
      noValidate
      aria-label="Medewerker uitnodigen"
    >
      <NoScriptFields form="uitnodigen" staff />
      <div>
        <label htmlFor="invite-email">E-mailadres</label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "invite-email-error" : undefined}
        />
        {errors.email && (
          <p className="beheer-field-error" id="invite-email-error">
            {errors.email}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="invite-name">Naam</label>
        <input id="invite-name" name="name" type="text" autoComplete="off" />
      </div>
      <div>
        <label htmlFor="invite-role">Rol</label>
        <select id="invite-role" name="role" defaultValue="medewerker">
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="beheer-button" disabled={busy}>
        Uitnodigen
      </button>
      {errors.server && <p className="beheer-error">{errors.server}</p>}
    </form>
  );
}

function InvitationLink({ invitation }: { invitation: Invitation }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="beheer-notice" role="status">
      <p>
        {invitation.created ? "Uitnodiging gemaakt" : "Nieuwe link gemaakt"} voor{" "}
        <strong>{invitation.staff.email}</strong>. Stuur deze link zelf door; hij werkt 24 uur en één keer:
      </p>
      <p className="beheer-link">
        <code>{invitation.link}</code>{" "}
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() => navigator.clipboard?.writeText(invitation.link).then(() => setCopied(true))}
        >
          {copied ? "Gekopieerd" : "Kopieer link"}
        </button>
      </p>
    </div>
  );
}

type Member = Route.ComponentProps["loaderData"]["staff"][number];

function StaffRow({
  member,
  me,
  onInvited,
}: {
  member: Member;
  me: number;
  onInvited: (i: Invitation) => void;
}) {
  const { run, busy, errors } = useBeheerAction<Invitation>();
  const status: { label: string; tone: Tone } = !member.active
    ? { label: "Uitgezet", tone: "bad" }
    : member.lockedUntil
      ? { label: "Tijdelijk geblokkeerd", tone: "warn" }
      : member.hasPassword
        ? { label: "Actief", tone: "good" }
        : { label: "Uitgenodigd", tone: "warn" };
  const error = errors.role ?? errors.id ?? errors.server;
  return (
    <tr>
      <td>
        {member.email}
        {member.name && <div className="beheer-hint">{member.name}</div>}
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`role-${member.id}`}>
          Rol van {member.email}
        </label>
        <select
          id={`role-${member.id}`}
          value={member.role}
          disabled={busy}
          onChange={(event) => run("PATCH", `staff/${member.id}`, { role: event.target.value as StaffRole })}
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
        {error && <p className="beheer-field-error">{error}</p>}
      </td>
      <td>
        <Badge tone={status.tone}>{status.label}</Badge>
      </td>
      <td>{formatDateTime(member.lastLoginAt) || "Nog niet"}</td>
      <td className="beheer-actions">
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          disabled={busy}
          onClick={async () => {
            const invitation = await run("POST", "staff", { email: member.email, role: member.role });
            if (invitation) onInvited(invitation);
          }}
        >
          Nieuwe link
        </button>
        {member.id !== me && (
          <button
            type="button"
            className="beheer-button beheer-button--quiet"
            disabled={busy}
            onClick={() => run("PATCH", `staff/${member.id}`, { active: !member.active })}
          >
            {member.active ? "Uitzetten" : "Aanzetten"}
          </button>
        )}
      </td>
    </tr>
  );
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Medewerkers({ loaderData }: Route.ComponentProps) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  return (
    <>
      <h1>Medewerkers</h1>
      <section className="beheer-panel" aria-labelledby="uitnodigen">
        <h2 id="uitnodigen">Medewerker uitnodigen</h2>
        <p className="beheer-hint">
          Een eigenaar mag alles, ook medewerkers, prijzen, kortingscodes en instellingen. Een medewerker
          werkt met bestellingen, aanvragen en mails. Een monteur ziet alleen zijn eigen montageafspraken en
          levert daar op.
        </p>
        <InviteForm onInvited={setInvitation} />
        {invitation && <InvitationLink invitation={invitation} />}
      </section>
      <TableWrap label="Alle medewerkers">
        <table className="beheer-table">
          <caption className="visually-hidden">Alle medewerkers</caption>
          <thead>
            <tr>
              <th scope="col">Medewerker</th>
              <th scope="col">Rol</th>
              <th scope="col">Status</th>
              <th scope="col">Laatst ingelogd</th>
              <th scope="col">
                <span className="visually-hidden">Acties</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.staff.map((member) => (
              <StaffRow key={member.id} member={member} me={loaderData.me} onInvited={setInvitation} />
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
