// Site footer: the information pages, categories, how to reach us, the company's details and numbers, and the
// payment and delivery marks; every fact comes from domain/company.ts, every page link from domain/content-pages.ts.
import {
  company,
  companyNumbers,
  formatHours,
  internationalPhone,
  placeLine,
  streetLine,
} from "../../domain/company";
import { contentPagesFor } from "../../domain/content-pages";
import { ConsentSettingsButton } from "../consent/ConsentSettingsButton";
import { useRootData } from "../root-data";
import { useInternalLinkClicks } from "../ui/useInternalLinkClicks";
import { DeliveryMarks, PaymentMarks } from "./Marks";

/** The policies go in their own list; every other information page is customer service. */
const legalPaths = new Set(["/voorwaarden", "/privacybeleid", "/cookiebeleid"]);

export function Footer() {
  const { store, navigation } = useRootData();
  // The footer's links are plain anchors; one handler navigates in the app.
  const followLink = useInternalLinkClicks();
  const pages = contentPagesFor(store);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which Enter also clicks
    // biome-ignore lint/a11y/noStaticElementInteractions: the footer only listens to the clicks of its links
    <footer className="site-footer" onClick={followLink}>
      <div className="site-footer__inner">
        <div className="site-footer__grid">
          <section aria-labelledby="footer-service">
            <h2 id="footer-service">Klantenservice</h2>
            <ul>
              {pages
                .filter((p) => !legalPaths.has(p.path))
                .map((p) => (
                  <li key={p.path}>
                    <a href={p.path} data-discover="true">
                      {p.label}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
          <section aria-labelledby="footer-assortiment">
            <h2 id="footer-assortiment">Assortiment</h2>
            <ul>
              {navigation.map((c) => (
                <li key={c.slug}>
                  <a href={`/${c.slug}`} data-discover="true">
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-voorwaarden">
            <h2 id="footer-voorwaarden">Voorwaarden en privacy</h2>
            <ul>
              {pages
                .filter((p) => legalPaths.has(p.path))
                .map((p) => (
                  <li key={p.path}>
                    <a href={p.path} data-discover="true">
                      {p.label}
                    </a>
                  </li>
                ))}
              <li>
                <ConsentSettingsButton />
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <p>
              Bel ons op <a href={`tel:${internationalPhone(store.code)}`}>{store.phone}</a>
            </p>
            <p>{company.serviceHours.map((h) => formatHours(h)).join(", ")} uur</p>
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <address className="site-footer__address">
              {company.legalName}
              <br />
              {streetLine(company.address)}
              <br />
              {placeLine(company.address)}
            </address>
            <dl className="site-footer__numbers">
              {companyNumbers(store.code).map((n) => (
                <div key={n.label}>
                  <dt>{n.label}</dt>
                  <dd>{n.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className="site-footer__marks">
          <PaymentMarks store={store.code} />
          <DeliveryMarks />
        </div>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {company.legalName} · Alle prijzen zijn inclusief 21% btw ·{" "}
          {store.code === "BE" ? "Je bekijkt de Belgische winkel" : "Je bekijkt de Nederlandse winkel"}
        </p>
      </div>
    </footer>
  );
}
