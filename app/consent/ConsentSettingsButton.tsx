// The footer's 'Cookie-instellingen': opens the settings dialog, to change the choice at any time.
import { openConsentSettings } from "./consent-store";

export function ConsentSettingsButton() {
  return (
    <button type="button" className="consent-footer-button" onClick={openConsentSettings}>
      Cookie-instellingen
    </button>
  );
}
