// The configurator engine's public surface: pure functions shared by the server and the browser bundle.

export type { TableLookup } from "./matrix.ts";
export {
  DEFAULT_PRICE_GROUP,
  dimensionOptions,
  lookupTable,
  priceGroupOf,
  stepIndex,
  toCm,
  toMm,
} from "./matrix.ts";
export type { LengthUnit } from "./messages.ts";
export {
  beyondTableMessage,
  formatNumber,
  hiddenResetReason,
  minimumMessage,
  noPriceMessage,
  notANumberMessage,
  optionMessages,
  rangeMessage,
  requiredMessage,
  roundDecimals,
  unknownAccessoryMessage,
  unknownValueMessage,
} from "./messages.ts";
export type { SurchargeBasis } from "./pricing.ts";
export {
  calculatePrice,
  deliveryDays,
  deliveryTime,
  priceLabel,
  surchargeCents,
  warrantyText,
} from "./pricing.ts";
export type { Evaluation, Limits } from "./rules.ts";
export { conditionHolds, evaluate, MAX_RULE_PASSES } from "./rules.ts";
export { CRM_ONLY_TAG, summarize, valueText } from "./summary.ts";
export type { Coerced } from "./values.ts";
export {
  allOptions,
  coerceValue,
  defaultValueOf,
  isChoiceType,
  isNumberType,
  MAX_INPUT_LENGTH,
  MAX_PRODUCT_ROWS,
  normalizeValues,
  parseDecimal,
  roundForOption,
  unitOf,
} from "./values.ts";
export { matchesFilter, viewGroups } from "./view.ts";
