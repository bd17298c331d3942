// The catalogue editor's own tabs: the draft and versions, then one list per kind of item.
import { NavLink } from "react-router";

const tabs = [
  { to: "/beheer/catalogus", label: "Concept en versies", end: true },
  { to: "/beheer/catalogus/producten", label: "Producten", end: false },
  { to: "/beheer/catalogus/kleuren", label: "Kleuren", end: false },
  { to: "/beheer/catalogus/categorieen", label: "Categorieën", end: false },
  { to: "/beheer/catalogus/optiesets", label: "Optiesets", end: false },
  { to: "/beheer/catalogus/accessoires", label: "Accessoires", end: false },
] as const;

export function CatalogTabs() {
  return (
    <nav className="catalog-tabs" aria-label="Catalogus">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
