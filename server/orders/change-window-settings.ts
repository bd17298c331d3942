// The shop's cut-off of the change window (domain/orders/change-window.ts) as the owner set it on
// /beheer/instellingen, kept in the settings table; the default (next working day 12:00) until it is set.
import {
  type ChangeWindowSettings,
  changeWindowSettingsSchema,
  DEFAULT_CHANGE_WINDOW,
} from "../../domain/orders/change-window.ts";
import type { Db, Tx } from "../db/client.ts";
import { readSetting, writeSetting } from "../db/settings.ts";

const WINDOW_KEY = "change_window";

/** The cut-off now; a stored value that no longer parses counts as the default. */
export async function readChangeWindow(db: Db | Tx): Promise<ChangeWindowSettings> {
  const stored = await readSetting(db, WINDOW_KEY);
  if (!stored) return DEFAULT_CHANGE_WINDOW;
  try {
    const parsed = changeWindowSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_CHANGE_WINDOW;
  } catch {
    return DEFAULT_CHANGE_WINDOW;
  }
}

export async function writeChangeWindow(tx: Tx, settings: ChangeWindowSettings): Promise<void> {
  await writeSetting(tx, WINDOW_KEY, JSON.stringify(settings));
}
