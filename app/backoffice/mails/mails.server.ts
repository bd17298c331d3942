// Loaders of /beheer/mails and /beheer/mails/:id: the staff check first, then the outbox as the back office reads it.
import { type AppLoadContext, data } from "react-router";
import { type MailState, mailStates } from "../../../domain/mail-states";
import { requireStaff } from "../staff.server";

export async function loadMailList(request: Request, context: AppLoadContext) {
  await requireStaff(request, context, "mails");
  const params = new URL(request.url).searchParams;
  const raw = params.get("status") ?? "";
  const state = (mailStates as readonly string[]).includes(raw) ? (raw as MailState) : undefined;
  const search = (params.get("zoek") ?? "").trim().slice(0, 100);
  const number = Number(params.get("pagina"));
  const page = Number.isSafeInteger(number) && number > 0 && number <= 100_000 ? number : 1;
  const result = await context.services.mails.list({ state, search, page });
  return { filter: { status: state ?? "", search }, ...result };
}

export async function loadMail(request: Request, context: AppLoadContext, rawId: string) {
  await requireStaff(request, context, "mails");
  const id = Number(rawId);
  const notFound = () => data({ message: "Niet gevonden" }, { status: 404 });
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  const mail = await context.services.mails.find(id);
  if (!mail) throw notFound();
  return { mail };
}
