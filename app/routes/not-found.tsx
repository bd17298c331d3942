// Every path that matches no page answers 404 with the Dutch not-found page of the root error boundary.
import { data } from "react-router";

export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
