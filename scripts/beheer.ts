// `npm run beheer -- gebruiker <e-mailadres> [--rol eigenaar|medewerker|monteur]`: creates a back-office account (or
// renews its invitation) and prints the one-time link to set its password. While the shop runs on the embedded
// database it asks the shop over its local channel; otherwise it writes to the database itself.
import { type StaffRole, staffEmailSchema, staffRoles } from "../domain/staff.ts";
import { commandLine } from "../server/backoffice/audit.ts";
import { askRunningShop, commandSocketPath } from "../server/backoffice/staff/command-channel.ts";
import { invitationLink } from "../server/backoffice/staff/staff.routes.ts";
import { StaffService } from "../server/backoffice/staff/staff.service.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const USAGE = `Gebruik: npm run beheer -- gebruiker <e-mailadres> [--rol eigenaar|medewerker|monteur]

  Maakt een account voor de beheeromgeving (/beheer) en toont een eenmalige link om een
  wachtwoord in te stellen, 24 uur geldig. Zonder --rol wordt het een eigenaar.
  Voor een bestaand account komt er een nieuwe link (bijvoorbeeld na een vergeten wachtwoord).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse(args: string[]): { email: string; role: StaffRole } {
  const [command, address, ...rest] = args;
  if (command !== "gebruiker" || !address) fail(USAGE);
  let role: StaffRole = "eigenaar";
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    const value = arg.startsWith("--rol=") ? arg.slice(6) : arg === "--rol" ? rest[++i] : undefined;
    if (value === undefined) fail(`Onbekende optie: ${arg}\n\n${USAGE}`);
    if (!staffRoles.includes(value as StaffRole))
      fail(`Onbekende rol: ${value}. Kies eigenaar, medewerker of monteur.`);
    role = value as StaffRole;
  }
  const email = staffEmailSchema.safeParse(address);
  if (!email.success) fail(`${email.error.issues[0]?.message ?? "Ongeldig e-mailadres."} (${address})`);
  return { email: email.data, role };
}

function printLink(email: string, role: StaffRole, created: boolean, link: string): void {
  console.log(
    `${created ? "Account aangemaakt" : "Nieuwe link gemaakt"} voor ${email} (${role}).\n` +
      `Open binnen 24 uur deze link om een wachtwoord in te stellen:\n\n  ${link}\n`,
  );
}

const { email, role } = parse(process.argv.slice(2));
const config = loadConfig();
const socketPath = commandSocketPath(config);

const answer = socketPath
  ? await askRunningShop(socketPath, { command: "invite", email, role }).catch(() => null)
  : null;
if (answer?.ok) {
  printLink(answer.email, answer.role, answer.created, answer.link);
  process.exit(0);
}
if (answer && !answer.ok) fail(`De winkel kon het account niet maken: ${answer.error}`);

// No shop answers: this process may open the database itself.
const database = await openDatabase(config.DATABASE_URL, { connectTimeoutSeconds: 10 }).catch(
  (error: unknown) =>
    fail(
      `De database is niet te openen (${error instanceof Error ? error.message : String(error)}).\n` +
        "Draait de winkel? Start hem met npm start, zodat deze opdracht hem kan bereiken, en probeer het opnieuw.",
    ),
);
try {
  const { token, created } = await new StaffService(database.db).invite({ email, role }, commandLine);
  printLink(email, role, created, invitationLink(config.SITE_URL, token));
  if (database.kind === "pglite")
    console.log("De winkel draait nu niet: start hem met npm start en open dan de link.");
} finally {
  await database.close();
}
