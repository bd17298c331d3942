// /beheer: the dashboard, the first page after logging in.
import { Link } from "react-router";
import { mayUse } from "../../domain/staff";
import { useBackofficeData } from "../backoffice/api";
import { backofficePages } from "../backoffice/navigation";
import { requireStaff } from "../backoffice/staff.server";
import type { Route } from "./+types/beheer._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export default function Overzicht() {
  const { staff } = useBackofficeData();
  return (
    <>
      <h1>Overzicht</h1>
      <ul>
        {backofficePages
          .filter((page) => page.to !== "/beheer" && mayUse(staff.role, page.area))
          .map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
      </ul>
    </>
  );
}
