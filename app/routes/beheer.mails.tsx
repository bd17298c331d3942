// /beheer/mails: the mail outbox, how a shop without SMTP reads its mail in production.
import { MailList } from "../backoffice/mails/MailList";
import { loadMailList } from "../backoffice/mails/mails.server";
import type { Route } from "./+types/beheer.mails";

export function meta() {
  return [{ title: "Mails | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMailList(request, context);
}

export default function Mails({ loaderData }: Route.ComponentProps) {
  return <MailList {...loaderData} />;
}
