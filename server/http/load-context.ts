// What page loaders receive from the server: the services, the visitor's store and session, and the browser's settings.
import type { Store } from "../../domain/store.ts";
import type { StaffLoginAttempt } from "../backoffice/staff/login-limit.ts";
import type { Services } from "../services.ts";

/** The window-level configuration the browser reads its bases from (spec section 7). */
export interface SiteConfig {
  siteBase: string;
  apiBase: string;
  /** The Belgian store's API base: configurator calls go there when the page's top-level domain is 'be'. */
  apiBaseBe: string;
  store: Store["code"];
}

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    store: Store;
    /** The visitor's session, "" when they have none: public pages read none (their HTML is everybody's). */
    sessionId: string;
    /** Starts the session (setting its cookie) for a private page that stores something, e.g. a restored cart. */
    ensureSession(): string;
    siteConfig: SiteConfig;
    /** Each store's configured site address (no trailing slash): the pages' hreflang alternates. */
    siteBases: Record<Store["code"], string>;
    /**
     * Counts one attempt at a staff password from this address (the login pages' form posts), against the same
     * limit as the API's login calls (backoffice/staff/login-limit.ts).
     */
    staffLoginAttempt(): Promise<StaffLoginAttempt>;
  }
}
