// A visitor configures a roller blind and orders from the cart: added with the success popup and the header
// count, the count changed, mounting chosen with its service rows, a voucher applied and removed, the cart
// saved and restored in a fresh browser from the link in the development mailbox, an edited row saved back,
// and the cart emptied. axe-core checks the cart page and every popup on the way.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Cart } from "../../domain/cart/types.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import {
  afterUpdate,
  completeStep,
  inRange,
  openConfiguratorAt,
  stepHeading,
  widthOption,
} from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const productUrl = `${baseUrl}/rolgordijn-verduisterend`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs an action and returns the cart the cart call it causes answers. */
async function afterCart(page: Page, path: string, action: () => Promise<unknown>): Promise<Cart> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/cart${path}` && r.request().method() !== "GET",
    ),
    action(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { cart: Cart }).cart;
}

function events(page: Page, name: string) {
  return page.evaluate(
    (n) =>
      (window.dataLayer as { event?: string; ecommerce?: { items?: unknown[] } }[]).filter(
        (e) => e.event === n,
      ),
    name,
  );
}

function headerCount(page: Page) {
  return page.locator(".header-button__count").nth(1).textContent();
}

/** Configures the product through every step and adds it from the overview, with a room label when given. */
async function configureAndAdd(page: Page, room?: string): Promise<Cart> {
  let answer = await openConfiguratorAt(page, productUrl);
  for (let step = 0; step < answer.conf_groups.length; step++) {
    answer = await completeStep(page, answer, step);
    await page.getByRole("button", { name: "Volgende stap" }).click();
  }
  await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
  if (room !== undefined) {
    const field = page.getByRole("textbox", { name: /^Ruimte of raam/ });
    await afterUpdate(page, async () => {
      await field.fill(room);
      await field.blur();
    });
  }
  return afterCart(page, "/add", () =>
    page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click(),
  );
}

describe("the cart at 1280 px", () => {
  let page: Page;
  let cart: Cart;
  let rowKey: string;

  beforeAll(async () => {
    page = await newPage(browser, 1280);
  });

  it("asks the room label in the overview, refuses 41 characters in Dutch, and adds the product with it", async () => {
    let answer = await openConfiguratorAt(page, productUrl);
    const room = answer.conf_groups.flatMap((g) => g.options).find((o) => o.room);
    if (!room) throw new Error("the roller blind asks no room label");
    // Not asked on the step of its group.
    await expect(page.locator(`#conf-option-${room.id}`).count()).resolves.toBe(0);
    for (let step = 0; step < answer.conf_groups.length; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
    }
    await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
    const field = page.getByRole("textbox", { name: /^Ruimte of raam/ });
    await expect(field.getAttribute("placeholder")).resolves.toBe("Slaapkamer links");
    answer = await afterUpdate(page, async () => {
      await field.fill("Slaapkamer links bij de tuindeur naast de kast");
      await field.blur();
    });
    const message = "Ruimte of raam mag maximaal 40 tekens bevatten";
    expect(answer.errors[String(room.id)]).toBe(message);
    await expect.poll(() => page.locator(`#conf-option-${room.id}-error`).textContent()).toBe(message);
    // What was typed stays, to be shortened.
    await expect(field.inputValue()).resolves.toBe("Slaapkamer links bij de tuindeur naast de kast");
    await expect(
      page
        .getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true })
        .getAttribute("aria-disabled"),
    ).resolves.toBe("true");
    await expectNoAxeViolations(page);
    await afterUpdate(page, async () => {
      await field.fill(" Slaapkamer links ");
      await field.blur();
    });
    await expect.poll(() => page.locator(`#conf-option-${room.id}-error`).count()).toBe(0);
    // The overview's list leaves it out: it is the field above.
    await expect(page.locator(".summary").textContent()).resolves.not.toContain("Ruimte of raam");
    cart = await afterCart(page, "/add", () =>
      page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click(),
    );
    expect(Object.values(cart.items)[0]?.room).toEqual({ name: "Ruimte of raam", value: "Slaapkamer links" });
  });

  it("shows the success popup, the header count and add_to_cart", async () => {
    rowKey = Object.keys(cart.items)[0] ?? "";
    const popup = page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" });
    await popup.waitFor();
    await expect(popup.textContent()).resolves.toContain("Rolgordijn verduisterend");
    await expect.poll(() => headerCount(page)).toMatch(/^1/);
    const added = await events(page, "add_to_cart");
    expect(added).toHaveLength(1);
    expect(added[0]?.ecommerce?.items?.[0]).toMatchObject({
      product_name: "Rolgordijn verduisterend",
      count: 1,
    });
    await expectNoAxeViolations(page, "dialog[open]");
  });

  it("goes to the cart page with the row, its options and view_cart", async () => {
    await page.getByRole("link", { name: "Naar winkelwagen" }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
    await page.locator(".cart-row").waitFor();
    const row = page.locator(".cart-row").first();
    await expect(row.textContent()).resolves.toContain("Breedte");
    const room = row.getByRole("textbox", { name: /^Ruimte of raam \(optioneel\)/ });
    await expect(room.inputValue()).resolves.toBe("Slaapkamer links");
    await expect(row.textContent()).resolves.toMatch(/Verwacht in huis: \w+ \d{1,2} [a-z]+/);
    await expect.poll(async () => (await events(page, "view_cart")).length).toBe(1);
    await expectNoAxeViolations(page);
  });

  it("changes the count with the stepper and refuses 100 with the Dutch message", async () => {
    const total = page.locator(".cart-summary__total dd");
    const before = await total.textContent();
    cart = await afterCart(page, "/update", () => page.getByRole("button", { name: "Eén meer" }).click());
    expect(cart.count).toBe(2);
    await expect.poll(() => total.textContent()).not.toBe(before);
    await expect.poll(() => headerCount(page)).toMatch(/^2/);
    const field = page.getByLabel("Aantal Rolgordijn verduisterend");
    // 0 asks 'Verwijderen?' instead (tests/e2e/details.test.ts).
    for (const bad of ["100", "abc"]) {
      await field.fill(bad);
      await field.blur();
      await expect(page.locator(".qty-stepper .field-error").textContent()).resolves.toBe(
        "Kies een aantal van 1 tot en met 99",
      );
    }
    await field.fill("2");
    await field.blur();
    expect((await page.request.get(`${baseUrl}/api/cart`).then((r) => r.json())).cart.count).toBe(2);
  });

  it("changes the room label on the row, refusing 41 characters in Dutch, without changing the price", async () => {
    const total = await page.locator(".cart-summary__total dd").textContent();
    const field = page.getByRole("textbox", { name: /^Ruimte of raam \(optioneel\)/ });
    const save = page.getByRole("button", { name: /^Opslaan ruimte/ });
    await field.fill("Slaapkamer links bij de tuindeur naast de kast");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/cart/room"),
      save.click(),
    ]);
    expect(refused.status()).toBe(400);
    const error = page.locator(".cart-row__room .field-error");
    await expect.poll(() => error.textContent()).toBe("Ruimte of raam mag maximaal 40 tekens bevatten");
    await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
    await expectNoAxeViolations(page);
    await field.fill("Badkamer");
    cart = await afterCart(page, "/room", () => save.click());
    expect(cart.items[rowKey]?.room?.value).toBe("Badkamer");
    await expect.poll(() => error.count()).toBe(0);
    await expect(page.locator(".cart-summary__total dd").textContent()).resolves.toBe(total);
    // The label stays after a reload: it is the server's.
    await page.reload();
    await expect
      .poll(() => page.getByRole("textbox", { name: /^Ruimte of raam \(optioneel\)/ }).inputValue())
      .toBe("Badkamer");
  });

  it("adds voorrijkosten, meetkosten and montage for the mount service and hides delivery", async () => {
    await expect(page.getByRole("heading", { name: "Bezorgen of afhalen" }).count()).resolves.toBe(1);
    cart = await afterCart(page, "/setServiceType", () =>
      page.getByLabel("Laten inmeten en monteren").check(),
    );
    expect(cart.service_type).toBe("mount");
    const summary = page.locator(".cart-summary");
    await expect.poll(() => summary.textContent()).toContain("Voorrijkosten");
    await expect(summary.textContent()).resolves.toContain("Meetkosten");
    await expect(summary.textContent()).resolves.toContain("Montage");
    await expect(page.getByRole("heading", { name: "Bezorgen of afhalen" }).count()).resolves.toBe(0);
    // Mounting adds two to four weeks: the row's expected delivery becomes a range.
    await expect
      .poll(() => page.locator(".cart-row__delivery").first().textContent())
      .toMatch(/Verwacht in huis: \d{1,2}( [a-z]+( \d{4})?)? – \d{1,2} [a-z]+/);
    await page.getByRole("button", { name: "Wat kost inmeten en montage?" }).click();
    const info = page.getByRole("dialog", { name: "Inmeten en montage" });
    await info.waitFor();
    await expect(info.textContent()).resolves.toContain("2 jaar garantie");
    await expectNoAxeViolations(page, "dialog[open]");
    await page.keyboard.press("Escape");
    cart = await afterCart(page, "/setServiceType", () => page.getByLabel("Zelf meten en monteren").check());
    expect(cart.service_type).toBe("self");
  });

  it("applies a voucher, shows why a wrong one fails, and removes it", async () => {
    const apply = page.getByRole("button", { name: "Toepassen" });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Kortingscode").fill("BESTAATNIET");
    await afterCart(page, "/coupon", () => apply.click());
    await expect(page.locator(".voucher").textContent()).resolves.toContain("De code is niet correct.");
    await expect(page.locator(".voucher .notice").textContent()).resolves.toBe(
      "Deze kortingscode bestaat niet.",
    );
    await page.getByLabel("Kortingscode").fill("welkom10");
    cart = await afterCart(page, "/coupon", () => apply.click());
    expect(cart.coupon?.name).toBe("Welkomstkorting 10%");
    await expect(page.locator(".voucher--applied").textContent()).resolves.toContain("Welkomstkorting 10%");
    await expect(page.locator(".cart-summary").textContent()).resolves.toContain("Welkomstkorting 10%");
    cart = await afterCart(page, "/coupon", () =>
      page.getByRole("button", { name: /Verwijderen kortingscode/ }).click(),
    );
    expect(cart.coupon).toBeNull();
    await expect(page.getByLabel("Kortingscode").count()).resolves.toBe(1);
  });

  it("saves the cart by e-mail, and the link in the mail restores it in a fresh browser", async () => {
    await page.getByRole("button", { name: "Winkelwagen bewaren" }).click();
    const dialog = page.getByRole("dialog", { name: "Winkelwagen bewaren" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Bewaren en mailen" }).click();
    await expect(dialog.locator(".field-error").textContent()).resolves.toBe("Emailadres is verplicht");
    const email = dialog.getByLabel("Je e-mailadres");
    await email.fill("iemand@");
    await email.blur();
    await expect(dialog.locator(".field-error").textContent()).resolves.toBe("Vul een geldig e-mailadres in");
    const address = `bewaar-${Date.now()}@example.nl`;
    await email.fill(address);
    await dialog.getByRole("button", { name: "Bewaren en mailen" }).click();
    await expect.poll(() => dialog.textContent()).toContain("Je winkelwagen is bewaard");
    await expectNoAxeViolations(page, "dialog[open]");
    expect(await events(page, "save_cart")).toHaveLength(1);
    await dialog.locator(".save-cart").getByRole("button", { name: "Sluiten" }).click();

    type Mail = { subject: string; text: string; status: string };
    let mail: Mail | undefined;
    await expect
      .poll(async () => {
        const mails = (await (
          await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(address)}`)
        ).json()) as Mail[];
        mail = mails[0];
        return mail?.status;
      })
      .toBe("sent");
    expect(mail?.subject).toBe("Je bewaarde winkelwagen bij Raamwerk");
    const link = mail?.text.match(/https?:\/\/\S+\/winkelwagen\/herstellen\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();

    const other = await newPage(browser, 1280);
    await other.goto(link ?? "", { waitUntil: "networkidle" });
    expect(new URL(other.url()).pathname).toBe("/checkout");
    await expect(other.locator(".cart-row").count()).resolves.toBe(1);
    await expect(other.getByLabel("Aantal Rolgordijn verduisterend").inputValue()).resolves.toBe("2");
    await expect(headerCount(other)).resolves.toMatch(/^2/);
    await other.context().close();
  });

  it("edits the row in the configurator and saves it back with the cart-edit popup", async () => {
    await page.getByRole("link", { name: "Wijzigen" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("edit_key") === rowKey && url.hash === "#configureren",
    );
    const loaded = await afterUpdate(page, () => page.locator(".wizard").waitFor());
    const width = widthOption(loaded);
    const step = loaded.conf_groups.findIndex((g) => g.options.some((o) => o.id === width.id));
    await page.getByRole("button", { name: new RegExp(`Stap ${step + 1}: `) }).click();
    const field = page.getByRole("textbox", { name: new RegExp(`^${width.name}`) });
    await afterUpdate(page, () => field.fill(String(inRange(width, 0.6))));
    await page.getByRole("button", { name: /Overzicht/ }).click();
    cart = await afterCart(page, "/update", () => page.getByRole("button", { name: "Opslaan" }).click());
    expect(Object.keys(cart.items)).toEqual([rowKey]);
    expect(cart.items[rowKey]?.options.find((o) => o.name === width.name)?.value).toBe(
      `${inRange(width, 0.6)} cm`,
    );
    const popup = page.getByRole("dialog", { name: "Opgeslagen" });
    await popup.waitFor();
    await expectNoAxeViolations(page, "dialog[open]");
    await popup.getByRole("link", { name: "Naar winkelwagen" }).click();
    await page.waitForURL(`${baseUrl}/checkout`);
  });

  it("deletes the row with remove_from_cart and shows the empty cart", async () => {
    cart = await afterCart(page, "/delete", () =>
      page.getByRole("button", { name: /^Verwijderen Rolgordijn/ }).click(),
    );
    expect(cart.count).toBe(0);
    await expect
      .poll(() => page.locator(".empty-state__title").first().textContent())
      .toBe("Winkelwagen is leeg");
    expect(await events(page, "remove_from_cart")).toHaveLength(1);
    await expect.poll(() => headerCount(page)).toMatch(/^0/);
  });
});

describe("the cart at 375 px", () => {
  it("fits the phone screen with the slide-over showing the row and total", async () => {
    const page = await newPage(browser, 375);
    await configureAndAdd(page, "Woonkamer");
    await page
      .getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" })
      .getByRole("button", { name: "Verder winkelen" })
      .click();
    await page.locator(".header-button", { hasText: "Winkelwagen" }).click();
    const panel = page.getByRole("dialog", { name: "Winkelwagen" });
    await panel.waitFor();
    await expect(panel.textContent()).resolves.toContain("Rolgordijn verduisterend");
    await expect(panel.textContent()).resolves.toContain("Totaal");
    await expectNoAxeViolations(page, "dialog[open]");
    await panel.getByRole("link", { name: "Naar winkelwagen" }).click();
    await page.locator(".cart-row").waitFor();
    await expect(
      page.getByRole("textbox", { name: /^Ruimte of raam \(optioneel\)/ }).inputValue(),
    ).resolves.toBe("Woonkamer");
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page);
  });
});
