// 'Bekijk in je eigen raam' on a roller blind: the visitor picks a photo of a window (drawn for the test from
// tests/fixtures/window-photo.svg), moves a corner with the keyboard, changes the colour and saves the picture;
// an unreadable file gets the Dutch message. At 1280 px the whole way with axe-core, at 375 px the phone's view.
import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ConfiguratorResponse } from "../../domain/configurator/api.ts";
import { expectNoAxeViolations, hasHorizontalScroll, launchBrowser, newPage } from "../helpers/browser.ts";
import { afterUpdate, allOptions, completeStep, openConfiguratorAt } from "./configurator-steps.ts";

const baseUrl = inject("baseUrl");
const productUrl = `${baseUrl}/rolgordijn-verduisterend`;
const photo = {
  name: "mijn-raam.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    new Resvg(readFileSync(new URL("../fixtures/window-photo.svg", import.meta.url), "utf8"))
      .render()
      .asPng(),
  ),
};
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the panel; returns the configurator's first answer and the own-window scripts loaded before the click. */
async function openOwnWindow(page: Page): Promise<{ answer: ConfiguratorResponse; loadedBefore: string[] }> {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("OwnWindowPanel")) scripts.push(r.url());
  });
  const answer = await openConfiguratorAt(page, productUrl);
  const loadedBefore = [...scripts];
  // On a wide window the configurator waits (inert) for the 3D preview before its buttons answer.
  await page.getByRole("button", { name: "Bekijk in je eigen raam" }).click({ timeout: 45_000 });
  await page.getByRole("heading", { name: "Bekijk in je eigen raam" }).waitFor();
  expect(scripts.length).toBeGreaterThan(loadedBefore.length);
  return { answer, loadedBefore };
}

async function pickPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: /^Kies een (andere )?foto$/ }).click(),
  ]);
  await chooser.setFiles(file);
}

function picture(page: Page): Promise<string> {
  return page.locator(".own-window__canvas").evaluate((c) => (c as HTMLCanvasElement).toDataURL());
}

async function drawnPicture(page: Page): Promise<string> {
  await page.locator(".own-window__canvas[data-drawn]").waitFor();
  return picture(page);
}

/** A 3000 x 1500 JPEG made by the page's canvas, with an EXIF block saying it must be shown turned upright. */
async function sidewaysJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 3000;
    canvas.height = 1500;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no canvas");
    ctx.fillStyle = "#dccfbd";
    ctx.fillRect(0, 0, 3000, 1500);
    ctx.fillStyle = "#8fc3e8";
    ctx.fillRect(900, 300, 1200, 900);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.6));
    return Array.from(new Uint8Array(await (blob as Blob).arrayBuffer()));
  });
  // APP1 'Exif', a big-endian TIFF header and one IFD entry: Orientation (0x0112), SHORT, 1, value 6.
  const exif = [
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00,
    0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00,
  ];
  return Buffer.from([...bytes.slice(0, 2), ...exif, ...bytes.slice(2)]);
}

describe("own window at 1280 px", () => {
  let page: Page;
  let answer: ConfiguratorResponse;
  let loadedBefore: string[];

  beforeAll(async () => {
    page = await newPage(browser, 1280);
    ({ answer, loadedBefore } = await openOwnWindow(page));
  });

  it("loads its code only when asked, and says the photo stays on the device", async () => {
    expect(loadedBefore).toEqual([]);
    await expect(
      page.getByText("Je foto blijft op je apparaat; we sturen hem nergens heen.").count(),
    ).resolves.toBe(1);
  });

  it("gives an unreadable file the Dutch message", async () => {
    await pickPhoto(page, { name: "raam.heic", mimeType: "image/heic", buffer: Buffer.from("geen foto") });
    await expect
      .poll(() => page.locator(".own-window .field-error").textContent())
      .toMatch(/^We kunnen deze foto niet lezen\. Kies een foto in JPG, PNG of WebP\./);
  });

  it("draws the blind into the photo; a corner moved with the keyboard changes the picture", async () => {
    await pickPhoto(page, photo);
    const first = await drawnPicture(page);
    await expect(page.locator(".own-window .field-error").count()).resolves.toBe(0);
    const corner = page.getByRole("button", { name: "Hoek linksboven" });
    const before = await corner.boundingBox();
    await corner.focus();
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("ArrowUp");
    const after = await corner.boundingBox();
    expect((before?.x ?? 0) - (after?.x ?? 0)).toBeCloseTo(10, 0);
    expect((before?.y ?? 0) - (after?.y ?? 0)).toBeCloseTo(1, 0);
    await expect.poll(() => picture(page)).not.toBe(first);
    for (const name of ["Hoek rechtsboven", "Hoek rechtsonder", "Hoek linksonder"]) {
      await expect(page.getByRole("button", { name }).count()).resolves.toBe(1);
    }
    await expectNoAxeViolations(page);
  });

  it("moves a corner dragged with the mouse", async () => {
    const corner = page.getByRole("button", { name: "Hoek rechtsonder" });
    const box = await corner.boundingBox();
    if (!box) throw new Error("no corner");
    const before = await picture(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 25, { steps: 4 });
    await page.mouse.up();
    const after = await corner.boundingBox();
    expect((after?.x ?? 0) - box.x).toBeCloseTo(40, -1);
    expect((after?.y ?? 0) - box.y).toBeCloseTo(25, -1);
    await expect.poll(() => picture(page)).not.toBe(before);
  });

  it("asks for the corners around the window when they cross, and draws again once they do not", async () => {
    const corner = page.getByRole("button", { name: "Hoek linksboven" });
    const start = await corner.boundingBox();
    const across = await page.getByRole("button", { name: "Hoek rechtsonder" }).boundingBox();
    if (!start || !across) throw new Error("no corners");
    const drag = async (x: number, y: number) => {
      const from = await corner.boundingBox();
      await page.mouse.move((from?.x ?? 0) + 22, (from?.y ?? 0) + 22);
      await page.mouse.down();
      await page.mouse.move(x, y, { steps: 3 });
      await page.mouse.up();
    };
    await drag(across.x + 60, across.y + 40);
    const hint = page.getByText(/^Zet de hoeken rond het raam/);
    await hint.waitFor();
    await drag(start.x + 22, start.y + 22);
    await expect.poll(() => hint.count()).toBe(0);
  });

  it("follows a colour chosen in the configurator beside it", async () => {
    answer = await completeStep(page, answer, 0);
    await page.getByRole("button", { name: "Volgende stap" }).click();
    const colour = allOptions(answer).find((o) => o.type === "fabric_choice" || o.type === "colors");
    if (!colour) throw new Error("the roller blind has no colour option");
    const current = answer.conf_values[String(colour.id)];
    const other = colour.values.find((v) => !v.disabled && v.id !== current);
    if (!other) throw new Error("the roller blind has one colour only");
    const field = page.locator(`#conf-option-${colour.id}`);
    await field.waitFor();
    const before = await picture(page);
    const drawn = await page.locator(".own-window__canvas").getAttribute("data-drawn");
    await afterUpdate(page, () =>
      colour.show_as_select
        ? field.selectOption(String(other.id))
        : field.locator("label", { has: page.locator(`input[value="${other.id}"]`) }).click(),
    );
    await expect.poll(() => page.locator(".own-window__canvas").getAttribute("data-drawn")).not.toBe(drawn);
    expect(await picture(page)).not.toBe(before);
  });

  it("opens and closes the blind with the slider", async () => {
    const closed = await picture(page);
    await page.getByRole("slider", { name: "Open / dicht" }).fill("30");
    await expect.poll(() => picture(page)).not.toBe(closed);
  });

  it("saves the picture as a PNG", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Opslaan als afbeelding" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("rolgordijn-verduisterend-in-je-eigen-raam.png");
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(bytes.length).toBeGreaterThan(5_000);
  });

  it("closes with 'Sluiten', giving the focus back to its button", async () => {
    const button = page.getByRole("button", { name: "Bekijk in je eigen raam" });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.getByRole("button", { name: "Sluiten" }).click();
    await expect.poll(() => page.locator(".own-window").count()).toBe(0);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.locator(".product-page__media").isVisible()).resolves.toBe(true);
  });
});

describe("own window at 375 px", () => {
  it("fits the phone's width, with the corners on the photo and movable by keyboard", async () => {
    const page = await newPage(browser, 375);
    await openOwnWindow(page);
    await pickPhoto(page, photo);
    const first = await drawnPicture(page);
    const canvas = await page.locator(".own-window__canvas").boundingBox();
    expect(canvas?.width ?? 0).toBeLessThanOrEqual(375);
    for (const name of ["Hoek linksboven", "Hoek rechtsonder"]) {
      const handle = await page.getByRole("button", { name }).boundingBox();
      const cx = (handle?.x ?? 0) + (handle?.width ?? 0) / 2;
      expect(cx).toBeGreaterThan(canvas?.x ?? 0);
      expect(cx).toBeLessThan((canvas?.x ?? 0) + (canvas?.width ?? 0));
    }
    await page.getByRole("button", { name: "Hoek rechtsonder" }).focus();
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => picture(page)).not.toBe(first);
    await expect(hasHorizontalScroll(page)).resolves.toBe(false);
    await expectNoAxeViolations(page, ".own-window");

    // A phone's photo: larger than 2048 px and stored on its side with EXIF orientation 6 (turn 90° clockwise).
    await pickPhoto(page, { name: "camera.jpg", mimeType: "image/jpeg", buffer: await sidewaysJpeg(page) });
    await expect
      .poll(() =>
        page
          .locator(".own-window__canvas")
          .evaluate((c) => [c.getAttribute("width"), c.getAttribute("height")]),
      )
      .toEqual(["1024", "2048"]);
    await page.context().close();
  });
});
