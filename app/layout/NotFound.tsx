// The Dutch 404 page, with ways back into the shop.
import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="page page--narrow not-found">
      <title>Pagina niet gevonden | Raamwerk</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Deze pagina bestaat niet</h1>
      <p>
        De pagina die je zoekt is verplaatst of bestaat niet (meer). Misschien vind je het via een van deze
        links:
      </p>
      <ul className="link-list">
        <li>
          <Link to="/">Naar de homepage</Link>
        </li>
        <li>
          <Link to="/klantenservice/contact">Contact met de klantenservice</Link>
        </li>
      </ul>
    </section>
  );
}
