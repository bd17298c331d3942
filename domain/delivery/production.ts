// A product's production time in working days, one structured value per product, and every text made from it.

/** Working days from the order to the delivery; min equals max where the time is one number. */
export interface ProductionDays {
  min: number;
  max: number;
}

/** Mounting adds two to four weeks (spec section 9): we first come to measure, then make to those measures. */
export const MOUNT_EXTRA_DAYS: ProductionDays = { min: 10, max: 20 };

/**
 * An accessory sold on its own comes from stock: picked and sent, nothing made to measure. One to two working
 * days, like the colour swatches' post; in a mounted cart the fitter brings it, so mounting's time is added.
 */
export const ACCESSORY_DELIVERY_DAYS: ProductionDays = { min: 1, max: 2 };

/** The production time plus extra working days (a chosen option's, or mounting's). */
export function addDays(days: ProductionDays, extra: number | ProductionDays): ProductionDays {
  const more = typeof extra === "number" ? { min: extra, max: extra } : extra;
  return { min: days.min + more.min, max: days.max + more.max };
}

/**
 * "8 werkdagen", "1 werkdag", "10 tot 15 werkdagen"; whole weeks from three weeks up read as weeks:
 * "3 tot 4 weken", "6 tot 8 weken" (five working days a week).
 */
export function productionTimeText(days: ProductionDays): string {
  const inWeeks = days.max >= 15 && days.min % 5 === 0 && days.max % 5 === 0;
  const unit = inWeeks ? 5 : 1;
  const min = days.min / unit;
  const max = days.max / unit;
  const noun = inWeeks ? (max === 1 ? "week" : "weken") : max === 1 ? "werkdag" : "werkdagen";
  return min === max ? `${max} ${noun}` : `${min} tot ${max} ${noun}`;
}

/** The mounting's extra time as a text: "2 tot 4 weken". */
export const MOUNT_EXTRA_TEXT = productionTimeText(MOUNT_EXTRA_DAYS);
