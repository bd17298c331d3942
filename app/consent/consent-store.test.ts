// The browser's consent state: tracking held before a choice, sent after 'Alles accepteren', dropped after
// 'Alleen noodzakelijk'; the choice written to the cookie and told to Consent Mode before the held events.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCEPT_ALL, ONLY_NECESSARY, serializeConsent } from "./consent";

type Store = typeof import("./consent-store");

let written: string[];
let dataLayer: unknown[];

/** A fresh store (its state is the page's) in a window whose document has these cookies. */
async function freshStore(cookie = ""): Promise<Store> {
  vi.resetModules();
  written = [];
  dataLayer = [];
  vi.stubGlobal("window", { dataLayer, location: { protocol: "https:" } });
  vi.stubGlobal("document", {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return import("./consent-store");
}

/** The data layer as plain values: gtag's `arguments` objects as arrays. */
function entries(): unknown[] {
  return dataLayer.map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]"
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

const viewItem = [{ ecommerce: null }, { event: "view_item", ecommerce: { currency: "EUR" } }];
const addToCart = [{ ecommerce: null }, { event: "add_to_cart", ecommerce: { currency: "EUR" } }];

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("before the visitor chooses", () => {
  it("holds every tracking event: nothing reaches the data layer", async () => {
    const store = await freshStore();
    store.pushTracking(viewItem);
    store.pushTracking(addToCart);
    expect(dataLayer).toEqual([]);
  });

  it("holds at most HELD_LIMIT events", async () => {
    const store = await freshStore();
    for (let i = 0; i < store.HELD_LIMIT + 20; i++) store.pushTracking([{ event: `e${i}` }]);
    store.saveConsent(ACCEPT_ALL);
    expect(entries().filter((e) => (e as { event?: string }).event)).toHaveLength(store.HELD_LIMIT);
  });
});

describe("'Alles accepteren'", () => {
  it("remembers the choice, pushes the Consent Mode update, then the held events in their order", async () => {
    const store = await freshStore();
    store.pushTracking(viewItem);
    store.pushTracking(addToCart);
    store.saveConsent(ACCEPT_ALL);
    expect(written).toEqual([
      expect.stringMatching(/^rw_consent=v1\.a1\.m1; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/),
    ]);
    expect(entries()).toEqual([
      [
        "consent",
        "update",
        {
          ad_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
          analytics_storage: "granted",
        },
      ],
      ...viewItem,
      ...addToCart,
    ]);
    // The update is a real `arguments` object, the only gtag shape Google's tags read.
    expect(Object.prototype.toString.call(dataLayer[0])).toBe("[object Arguments]");
  });

  it("lets later events through at once", async () => {
    const store = await freshStore();
    store.saveConsent(ACCEPT_ALL);
    store.pushTracking(addToCart);
    expect(entries().slice(1)).toEqual(addToCart);
  });

  it("holds nothing for a visitor who accepted on an earlier visit", async () => {
    const store = await freshStore(`rw_consent=${serializeConsent(ACCEPT_ALL)}`);
    store.pushTracking(viewItem);
    expect(entries()).toEqual(viewItem);
  });
});

describe("'Alleen noodzakelijk'", () => {
  it("drops the held events and every later one, and tells Consent Mode everything stays denied", async () => {
    const store = await freshStore();
    store.pushTracking(viewItem);
    store.saveConsent(ONLY_NECESSARY);
    store.pushTracking(addToCart);
    expect(entries()).toEqual([
      [
        "consent",
        "update",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ],
    ]);
    expect(written[0]).toMatch(/^rw_consent=v1\.a0\.m0;/);
  });

  it("drops events on a later visit too", async () => {
    const store = await freshStore(`rw_consent=${serializeConsent(ONLY_NECESSARY)}`);
    store.pushTracking(viewItem);
    expect(dataLayer).toEqual([]);
  });
});

describe("a choice changed later", () => {
  it("sends events again after analytics is allowed in the settings, with ads still denied", async () => {
    const store = await freshStore(`rw_consent=${serializeConsent(ONLY_NECESSARY)}`);
    store.pushTracking(viewItem);
    store.saveConsent({ analytics: true, marketing: false });
    store.pushTracking(addToCart);
    expect(entries()).toEqual([
      [
        "consent",
        "update",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "granted",
        },
      ],
      ...addToCart,
    ]);
  });

  it("stops sending after the visitor withdraws consent", async () => {
    const store = await freshStore(`rw_consent=${serializeConsent(ACCEPT_ALL)}`);
    store.saveConsent(ONLY_NECESSARY);
    store.pushTracking(addToCart);
    expect(entries()).toHaveLength(1);
  });
});
