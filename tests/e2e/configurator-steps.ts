// Steps a visitor takes in the configurator, shared by the browser tests: wait for the update answer an action
// causes, open the configurator, and complete a step the way a visitor would.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ConfiguratorResponse, OptionView } from "../../domain/configurator/api.ts";

/** Runs an action and returns the configurator/update answer it causes. */
export async function afterUpdate(page: Page, action: () => Promise<unknown>): Promise<ConfiguratorResponse> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/configurator/update") && r.request().method() === "POST",
    ),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as ConfiguratorResponse;
}

export async function openConfiguratorAt(page: Page, url: string): Promise<ConfiguratorResponse> {
  await page.goto(url, { waitUntil: "networkidle" });
  const answer = await afterUpdate(page, () => page.getByRole("button", { name: "Stel samen" }).click());
  await page.locator(".wizard").waitFor();
  return answer;
}

export function stepHeading(page: Page) {
  return page.locator("#wizard-step-title");
}

export function allOptions(answer: ConfiguratorResponse): OptionView[] {
  return answer.conf_groups.flatMap((g) => g.options);
}

export function widthOption(answer: ConfiguratorResponse): OptionView {
  const width = allOptions(answer).find((o) => o.type === "number_cm" && o.dimension === "width");
  if (!width) throw new Error("the roller blind has no width option");
  return width;
}

/** A size in the option's range, a third of the way up. */
export function inRange(option: OptionView, part = 1 / 3): number {
  const min = option.min_value ?? 0;
  const max = option.max_value ?? min + 100;
  return Math.round(min + (max - min) * part);
}

/** Gives an option that has an error a valid value, the way a visitor would. */
export async function fill(page: Page, option: OptionView): Promise<ConfiguratorResponse> {
  const field = page.locator(`#conf-option-${option.id}`);
  switch (option.type) {
    case "number_cm":
    case "number_mm":
      return afterUpdate(page, () => field.fill(String(inRange(option))));
    case "input":
      return afterUpdate(page, async () => {
        await field.fill("Woonkamer");
        await field.blur();
      });
    case "select":
    case "imageselect":
    case "colors":
    case "fabric_choice": {
      if (option.type !== "select" && !option.show_as_select) {
        const tile = option.values.find((v) => !v.disabled);
        return afterUpdate(page, () =>
          field
            .locator("label", { hasText: tile?.name ?? "" })
            .first()
            .click(),
        );
      }
      const value = option.values.find((v) => !v.disabled);
      return afterUpdate(page, () => field.selectOption(String(value?.id)));
    }
    default: {
      const value = option.values.find((v) => !v.disabled);
      return afterUpdate(page, () =>
        field
          .locator("label", { hasText: value?.name ?? "" })
          .first()
          .click(),
      );
    }
  }
}

/** Completes the current step's options that still have errors; returns the latest answer. */
export async function completeStep(page: Page, answer: ConfiguratorResponse, step: number) {
  let latest = answer;
  for (let round = 0; round < 10; round++) {
    const group = latest.conf_groups[step];
    const invalid = group?.options.find((o) => latest.errors[String(o.id)] && o.type !== "warning");
    if (!invalid) return latest;
    latest = await fill(page, invalid);
  }
  throw new Error(`step ${step + 1} stays invalid: ${JSON.stringify(latest.errors)}`);
}
