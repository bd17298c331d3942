// Site footer: service links (the advice appointment only in the NL store), categories and contact details.
import { Link } from "react-router";
import { useRootData } from "../root-data";

export function Footer() {
  const { store, navigation } = useRootData();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Klantenservice</h2>
          <ul>
            <li>
              <Link to="/klantenservice/contact">Contact en service</Link>
            </li>
            <li>
              <Link to="/klantenservice/laten-monteren">Laten inmeten en monteren</Link>
            </li>
            {store.adviceAppointments && (
              <li>
                <Link to="/advies-meet-afspraak-plannen">Advies- en meetafspraak plannen</Link>
              </li>
            )}
            <li>
              <Link to="/voorwaarden">Algemene voorwaarden</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-assortiment">
          <h2 id="footer-assortiment">Assortiment</h2>
          <ul>
            {navigation.map((c) => (
              <li key={c.slug}>
                <Link to={`/${c.slug}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            Bel ons op <a href={`tel:${store.phone.replace(/[^0-9+]/g, "")}`}>{store.phone}</a>
          </p>
          <p>ma t/m vr 9.00 - 17.30 uur, za 10.00 - 16.00 uur</p>
          <p>
            <a href="mailto:klantenservice@raamwerk.nl">klantenservice@raamwerk.nl</a>
          </p>
        </section>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Raamwerk B.V. · Alle prijzen zijn inclusief 21% btw ·{" "}
        {store.code === "BE" ? "Je bekijkt de Belgische winkel" : "Je bekijkt de Nederlandse winkel"}
      </p>
    </footer>
  );
}
