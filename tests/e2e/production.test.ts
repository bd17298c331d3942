// The shop tested the way it runs: `npm start` itself (the production build, NODE_ENV=production) with only PORT
// (not 3000), a throw-away PGlite directory and PAYMENT_PROVIDER=sandbox set, and one purchase through it in
// Chromium: configure, cart, details, the sandbox payment refused and then paid, the thank-you page. Absolute
// addresses must follow PORT, the CSP must let the payment page's redirect through, /dev/mailbox must not exist.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { freePort, waitForHttp } from "../helpers/server-process.ts";
import { completeStep, openConfiguratorAt, stepHeading } from "./configurator-steps.ts";

let child: ChildProcess;
let baseUrl: string;
let dataDir: string;
let browser: Browser;

/** A free port that is not 3000: the defaults used to point every absolute address at 3000. */
async function portOtherThan3000(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port !== 3000) return port;
  }
}

beforeAll(async () => {
  const port = await portOtherThan3000();
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-production-"));
  baseUrl = `http://localhost:${port}`;
  // Only what a person starting the shop has: no NODE_ENV, SITE_URL, DEV_MAILBOX or test settings.
  child = spawn("npm", ["start"], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      DATABASE_URL: dataDir,
      PAYMENT_PROVIDER: "sandbox",
    },
    // Its own process group: npm starts the server as a child, and stopping must reach both.
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHttp(`${baseUrl}/api/healthz`, child, 240_000);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every Content-Security-Policy report Chromium writes to the console while `page` is open. */
function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

describe("the shop started with npm start", () => {
  it("has no development mailbox", async () => {
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      const res = await fetch(`${baseUrl}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain("Ontwikkel-mailbox");
    }
  });

  it("sends a purchase through: refused first, then paid, ending on the thank-you page", async () => {
    const page = await newPage(browser, 1280);
    const violations = cspViolations(page);

    const home = await page.goto(baseUrl, { waitUntil: "networkidle" });
    expect(home?.headers()["content-security-policy"]).toContain("default-src 'self'");
    // The sandbox takes the payments: every page says it is a test environment.
    await expect(page.locator(".test-banner").textContent()).resolves.toContain("Testomgeving");
    // The browser's API base follows PORT, not port 3000.
    const apiBase = await page.evaluate(
      () => (window as { siteConfig?: { apiBase?: string } }).siteConfig?.apiBase,
    );
    expect(apiBase).toBe(`${baseUrl}/api/`);

    let answer = await openConfiguratorAt(page, `${baseUrl}/rolgordijn-verduisterend`);
    for (let step = 0; step < answer.conf_groups.length; step++) {
      answer = await completeStep(page, answer, step);
      await page.getByRole("button", { name: "Volgende stap" }).click();
    }
    await expect.poll(() => stepHeading(page).textContent()).toContain("Overzicht");
    await page.getByRole("button", { name: "Toevoegen aan winkelwagen", exact: true }).click();
    await page.getByRole("dialog", { name: "Toegevoegd aan je winkelwagen" }).waitFor();

    await page.goto(`${baseUrl}/checkout`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Bestellen" }).click();
    await page.waitForURL(`${baseUrl}/checkout/gegevens`);
    await page.waitForLoadState("networkidle");
    const fields: [string, string][] = [
      ["firstname", "Sanne"],
      ["lastname", "de Vries"],
      ["zipcode", "2991 XJ"],
      ["housenumber", "8"],
    ];
    for (const [field, value] of fields) {
      await page.locator(`#factuur-${field}`).fill(value);
      await page.locator(`#factuur-${field}`).blur();
    }
    await expect.poll(() => page.locator("#factuur-street").inputValue()).toBe("Dierensteinweg");
    for (const [field, value] of [
      ["email", `productie-${Date.now()}@example.nl`],
      ["telephone", "0612345678"],
    ]) {
      await page.locator(`#factuur-${field}`).fill(value ?? "");
      await page.locator(`#factuur-${field}`).blur();
    }
    await page.getByRole("button", { name: "Kies je betaalwijze" }).click();
    await page.waitForURL(`${baseUrl}/checkout/betalen`);

    await page.getByRole("radio", { name: "iDEAL" }).waitFor();
    await page.getByLabel("Kies je bank").selectOption({ label: "ING" });
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(`${baseUrl}/betaalomgeving/**`);
    await expect(page.getByText("Testomgeving").count()).resolves.toBeGreaterThan(0);
    await page.getByRole("button", { name: "Betaling geweigerd" }).click();
    await page.waitForURL(/\/checkout\/betalen\?refusalError=Refused/);
    expect(page.url().startsWith(`${baseUrl}/`)).toBe(true);
    await expect(page.locator(".payment-refusal").textContent()).resolves.toContain(
      "De betaling is geweigerd",
    );

    await page.getByLabel("Kies je bank").selectOption({ label: "ING" });
    await page.getByRole("button", { name: "Bestellen en betalen" }).click();
    await page.waitForURL(`${baseUrl}/betaalomgeving/**`);
    await page.getByRole("button", { name: "Betaling geslaagd" }).click();
    await page.waitForURL(/\/checkout\/bedankt\?order=RW-/);
    expect(page.url().startsWith(`${baseUrl}/`)).toBe(true);
    const number = new URL(page.url()).searchParams.get("order") ?? "";
    await expect(page.locator("h1").textContent()).resolves.toBe("Bedankt voor je bestelling");
    await expect(page.locator(".thanks__number").textContent()).resolves.toContain(number);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
