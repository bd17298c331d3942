// /beheer/mails/:id: one mail, its HTML and text, its history, and 'Opnieuw versturen' (order pages link here).
import { MailDetail } from "../backoffice/mails/MailView";
import { loadMail } from "../backoffice/mails/mails.server";
import type { Route } from "./+types/beheer.mail";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.mail.subject ?? "Mail"} | Mails | Beheer | Raamwerk` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadMail(request, context, params.id);
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return <MailDetail mail={loaderData.mail} />;
}
