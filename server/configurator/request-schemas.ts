// The request fields every configuration-carrying API body shares (configurator, cart, swatches, quotes):
// ids and the chosen values, with their Dutch messages. Routes import these here, never from each other.
import { z } from "zod";

/** A positive whole number naming a configuration, product, option or value; `what` opens each message. */
export const id = (what: string) =>
  z
    .number({ error: `${what} moet een nummer zijn` })
    .int(`${what} moet een heel getal zijn`)
    .positive(`${what} moet groter dan 0 zijn`);

/** option id → value as the browser sends it; the configurator engine checks what each value may be. */
export const chosenValues = z.record(z.string(), z.unknown(), { error: "Keuzes moeten een object zijn" });
