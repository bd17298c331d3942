// The cookie banner: shown after hydration until the visitor chooses, fixed at the bottom, three equal buttons; and
// the settings dialog it and the footer's 'Cookie-instellingen' open. Nothing of it is in the server's HTML.
import { useEffect, useId, useRef } from "react";
import { ConsentSettings } from "./ConsentSettings";
import { ACCEPT_ALL, ONLY_NECESSARY } from "./consent";
import { openConsentSettings, saveConsent, useConsent } from "./consent-store";

/** The banner's height as a CSS variable, so the page can scroll its last content (and focus) clear of it. */
function useBannerHeight(banner: React.RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--consent-banner-height", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, [banner, shown]);
}

export function ConsentBanner() {
  const { ready, choice, settingsOpen } = useConsent();
  const banner = useRef<HTMLElement>(null);
  const titleId = useId();
  const shown = ready && choice === null;
  useBannerHeight(banner, shown);

  // A choice removes the banner, and with it the focused button: keyboard users go on from the page's content.
  const wasShown = useRef(false);
  useEffect(() => {
    if (wasShown.current && !shown && document.activeElement === document.body) {
      document.getElementById("inhoud")?.focus({ preventScroll: true });
    }
    wasShown.current = shown;
  }, [shown]);

  if (!ready) return null;
  return (
    <>
      {shown && (
        <section ref={banner} className="consent-banner" aria-labelledby={titleId}>
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 id={titleId}>Cookies bij Raamwerk</h2>
              <p>
                Functionele cookies voor je winkelwagen gebruiken we altijd. Mogen we ook analytische en
                marketingcookies plaatsen? Wijzigen kan later onderaan elke pagina. Meer in ons{" "}
                <a href="/cookiebeleid">cookiebeleid</a>.
              </p>
            </div>
            <div className="consent-banner__buttons">
              <button type="button" className="consent-button" onClick={() => saveConsent(ACCEPT_ALL)}>
                Alles accepteren
              </button>
              <button type="button" className="consent-button" onClick={() => saveConsent(ONLY_NECESSARY)}>
                Alleen noodzakelijk
              </button>
              <button type="button" className="consent-button" onClick={openConsentSettings}>
                Instellen
              </button>
            </div>
          </div>
        </section>
      )}
      <ConsentSettings open={settingsOpen} choice={choice} />
    </>
  );
}
