// /beheer/* that is no page: after the session check (so an address says nothing to a stranger), a 404 in the
// back office's own frame.
import { data } from "react-router";
import { requireStaff } from "../backoffice/staff.server";
import type { Route } from "./+types/beheer.niet-gevonden";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw data({ message: "Niet gevonden" }, { status: 404 });
}

export default function NietGevonden() {
  return null;
}
