// Every path that matches no page answers 404 with the Dutch not-found page of the root error boundary.
import { notFound } from "../cache-headers";

export async function loader() {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
