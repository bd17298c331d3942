// Site header: logo, category navigation, and the swatch basket and cart buttons with their slide-overs. The
// counts are the visitor's: the server render (the same HTML for everybody) leaves their badges empty, in the
// space they keep, until the browser knows them (see shop/ShopState.tsx).
import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { CartPanel } from "../cart/CartPanel";
import { useRootData } from "../root-data";
import { SearchBox } from "../search/SearchBox";
import { useShop } from "../shop/ShopState";
import { SwatchBasketPanel } from "../swatches/SwatchBasketPanel";
import { Dialog } from "../ui/Dialog";
import { Icon } from "../ui/Icon";
import { useInternalLinkClicks } from "../ui/useInternalLinkClicks";

export function Header() {
  const { navigation } = useRootData();
  // One location read for the whole menu instead of a NavLink per item: the header is on every page.
  const { pathname } = useLocation();
  const current = (slug: string) => (pathname === `/${slug}` ? "page" : undefined);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's links are plain anchors; one handler navigates in the app and closes the phone menu.
  const followMenuLink = useInternalLinkClicks(useCallback(() => setMenuOpen(false), []));
  const { counts, panel, openPanel } = useShop();

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="hoofdmenu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">Menu</span>
        </button>
        <Link to="/" className="logo" aria-label="Raamwerk, naar de homepage">
          <img src="/media/logo.svg" width={40} height={40} alt="" />
          <span className="logo__text">
            Raamwerk<span className="logo__tagline">raamdecoratie &amp; zonwering op maat</span>
          </span>
        </Link>
        <SearchBox />
        <div className="site-header__actions">
          <button type="button" className="header-button" onClick={() => openPanel("swatches")}>
            <Icon name="swatch" />
            <span className="header-button__label">Kleurstalen</span>
            <HeaderCount count={counts.swatches} unit="kleurstalen" />
          </button>
          <button type="button" className="header-button" onClick={() => openPanel("cart")}>
            <Icon name="cart" />
            <span className="header-button__label">Winkelwagen</span>
            <HeaderCount count={counts.cart} unit="producten" />
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: clicks come from the links inside, which Enter also clicks */}
      <nav
        id="hoofdmenu"
        className={`main-nav${menuOpen ? " main-nav--open" : ""}`}
        aria-label="Categorieën"
        onClick={followMenuLink}
      >
        <ul className="main-nav__list">
          {navigation.map((item) => (
            <li key={item.slug} className="main-nav__item">
              <a
                href={`/${item.slug}`}
                className="main-nav__link"
                aria-current={current(item.slug)}
                data-discover="true"
              >
                {item.name}
              </a>
              {item.children.length > 0 && (
                <ul className="main-nav__sub">
                  {item.children.map((child) => (
                    <li key={child.slug}>
                      <a href={`/${child.slug}`} aria-current={current(child.slug)} data-discover="true">
                        {child.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <Dialog
        open={panel === "swatches"}
        title="Kleurstalen"
        variant="slide-over"
        onClose={() => openPanel(null)}
      >
        <SwatchBasketPanel onClose={() => openPanel(null)} />
      </Dialog>
      <Dialog
        open={panel === "cart"}
        title="Winkelwagen"
        variant="slide-over"
        onClose={() => openPanel(null)}
      >
        <CartPanel onClose={() => openPanel(null)} />
      </Dialog>
    </header>
  );
}

/** A header button's badge: the count once known; until then the same badge, empty, so nothing moves. */
function HeaderCount({ count, unit }: { count: number | null; unit: string }) {
  if (count === null) return <span className="header-button__count" data-count="laden" />;
  return (
    <span className="header-button__count" data-count={count}>
      {count}
      <span className="visually-hidden"> {unit}</span>
    </span>
  );
}
