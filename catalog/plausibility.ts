// The check before cutting as catalogue data (issue 24): per product kind what is usual (its sizes, which
// shape is odd, how close to a limit is worth a look, which mount type stops at which size), in millimetres,
// each limit with the reason staff read. The rules themselves are domain/orders/plausibility.ts.
// docs/fulfilment.md has examples.
import type { ConfigurationDef } from "../domain/configurator/types.ts";
import {
  type CheckRow,
  checkRows,
  type KindPlausibility,
  type Range,
  type RowFindings,
  type SizeLimits,
} from "../domain/orders/plausibility.ts";
import type { ProductKind } from "../domain/products.ts";

const limits = (width: Range, height: Range): SizeLimits => ({ width, height });

/** The usual limits are the configurations' fallbacks (catalog/configurations/*.ts); a product may differ. */
export const plausibility: Record<ProductKind, KindPlausibility> = {
  rolgordijn: {
    noun: "een rolgordijn",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 400, max: 3000 }, { min: 400, max: 3000 }),
    swapRatio: 4,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2400,
        why: "Breder buigt de buis zonder middensteun door, en die past in de dag niet tussen doek en glas. Op de dag, of twee rolgordijnen naast elkaar?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 40 },
  },
  "duo-rolgordijn": {
    noun: "een duo-rolgordijn",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 400, max: 2500 }, { min: 400, max: 2500 }),
    swapRatio: 4,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2200,
        why: "De dubbele doeklaag maakt een bredere buis zwaarder dan de steunen in de dag dragen. Op de dag?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 55 },
  },
  plisse: {
    noun: "een plissé",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 200, max: 2200 }, { min: 300, max: 2400 }),
    // Plissés hang often in narrow tilt-and-turn windows: only a very tall, narrow one is odd.
    swapRatio: 6,
    margin: 10,
    mountLimits: [
      {
        mount: "Klemsteunen",
        maxWidth: 1200,
        maxHeight: 2000,
        why: "Klemsteunen op het glaslatje houden een groter plissé niet op zijn plaats. Schroefsteunen in of op de dag?",
      },
    ],
  },
  jaloezie: {
    noun: "een jaloezie",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 300, max: 2400 }, { min: 300, max: 2500 }),
    swapRatio: 4,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2000,
        why: "Breder dan dat raken de lamellen in de dag bij het kantelen de dagkant. Op de dag?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 40 },
  },
  vouwgordijn: {
    noun: "een vouwgordijn",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 400, max: 2500 }, { min: 400, max: 2500 }),
    swapRatio: 3.5,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2000,
        why: "Breder schuren de plooien in de dag langs de zijkanten. Op de dag?",
      },
    ],
  },
  lamellen: {
    noun: "een lamellengordijn",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 400, max: 5000 }, { min: 400, max: 4000 }),
    swapRatio: 6,
    margin: 10,
    mountLimits: [],
  },
  screen: {
    noun: "een screen",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 600, max: 5000 }, { min: 600, max: 3500 }),
    swapRatio: 3,
    margin: 20,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 4000,
        why: "Breder past de kast met zijn steunen niet meer binnen de raamopening. Op de dag, op de gevel?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 110 },
  },
  knikarmscherm: {
    noun: "een knikarmscherm",
    widthOption: "Breedte",
    heightOption: "Uitval",
    limits: limits({ min: 2000, max: 6000 }, { min: 1500, max: 3500 }),
    // The arms fold inside the width: an awning projecting further than it is wide cannot close.
    swapRatio: 1,
    margin: 50,
    mountLimits: [],
  },
  rolluik: {
    noun: "een rolluik",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 500, max: 3000 }, { min: 500, max: 3000 }),
    swapRatio: 3,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2500,
        why: "Breder wordt de kast zo hoog dat hij in de dag een groot deel van het raam afdekt. Op de dag, als voorzetrolluik?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 140 },
  },
  shutter: {
    noun: "een shutter",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 300, max: 3600 }, { min: 400, max: 2500 }),
    swapRatio: 5,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 2400,
        why: "Een L-kader in de dag draagt hoogstens vier panelen tot die breedte. Op de dag, met Z-kader?",
      },
    ],
  },
  gordijn: {
    noun: "een gordijn",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 500, max: 6000 }, { min: 500, max: 3000 }),
    // Curtains are as often tall and narrow as wide and low.
    swapRatio: null,
    margin: 10,
    mountLimits: [],
  },
  hor: {
    noun: "een raamhor",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 300, max: 1600 }, { min: 300, max: 2200 }),
    swapRatio: 5,
    margin: 10,
    mountLimits: [
      {
        mount: "In de dag",
        maxWidth: 1400,
        why: "Breder klemt het gaas in de dag niet meer strak tussen de geleiders. Op de dag, op het kozijn?",
      },
    ],
    revealDepth: { mount: "In de dag", min: 45 },
  },
  hordeur: {
    noun: "een hordeur",
    widthOption: "Breedte",
    heightOption: "Hoogte",
    limits: limits({ min: 500, max: 1000 }, { min: 1800, max: 2400 }),
    // A door is always taller than wide: only sizes that fit swapped are suspect.
    swapRatio: null,
    margin: 10,
    mountLimits: [],
  },
  terrasoverkapping: {
    noun: "een terrasoverkapping",
    widthOption: "Breedte",
    heightOption: "Diepte",
    limits: limits({ min: 3000, max: 7000 }, { min: 2000, max: 4000 }),
    swapRatio: null,
    margin: 50,
    mountLimits: [],
  },
};

/** The catalogue's data for a kind. */
export function plausibilityOf(kind: ProductKind): KindPlausibility {
  return plausibility[kind];
}

/**
 * A product's own size limits in millimetres, read from its configuration's two size options (cm or mm);
 * the kind's usual limits where an option is missing.
 */
export function sizeLimitsOf(conf: ConfigurationDef, kind: ProductKind): SizeLimits {
  const rules = plausibility[kind];
  const options = conf.groups.flatMap((group) => group.options);
  const range = (name: string, fallback: Range): Range => {
    const option = options.find((o) => o.name === name);
    if (option?.min_value === undefined || option.max_value === undefined) return fallback;
    const unit = option.type === "number_cm" ? 10 : 1;
    return { min: option.min_value * unit, max: option.max_value * unit };
  };
  return {
    width: range(rules.widthOption, rules.limits.width),
    height: range(rules.heightOption, rules.limits.height),
  };
}

/** The check before cutting for one order's rows: per row its findings, empty for a row that looks right. */
export function checkOrderRows(rows: readonly CheckRow[]): RowFindings[] {
  return checkRows(rows, plausibilityOf);
}
