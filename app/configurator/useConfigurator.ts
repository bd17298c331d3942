// The configurator's client state (spec section 3) and its refresh (spec section 4) in one reducer:
// a changed value or filter is stored and sent with configurator/update; only the newest answer is applied.
import { useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import type {
  Conf3D,
  ConfigReset,
  ConfiguratorResponse,
  GroupView,
  Preview,
  PreviewMode,
  PriceResponse,
} from "../../domain/configurator/api";
import type { ConfValue, ConfValues, PriceHint, PriceLine } from "../../domain/configurator/types";
import { ApiError, isAbort } from "../api/client";
import { CONFIGURATOR_UPDATE_FAILED } from "../api/messages";
import { designFromAddress, writeDesignToAddress } from "../designs/address";
import { configuratorApi } from "./api";

export interface ConfiguratorState {
  conf_id: number;
  prod_id: number;
  /** The saved configuration being edited (a cart row), or false. */
  edit_key: string | false;
  /** True until the first refresh has loaded the saved configuration. */
  edit_init: boolean;
  conf_values: ConfValues;
  /** option id → filter value; null becomes empty text. */
  conf_filters: Record<string, string>;
  conf_groups: GroupView[];
  conf3D: Conf3D | null;
  conf_preview: Preview | null;
  /** Prices in cents incl. VAT; null while the configuration is incomplete or invalid. */
  price: number | null;
  discount_price: number | null;
  conf_price: number | null;
  price_advice: number | null;
  /** The price's lines (the last is the total) and the hints for a size just above a price step. */
  price_lines: PriceLine[] | null;
  price_hints: PriceHint[];
  warranty: string;
  delivery_time: string;
  thumbnail: string;
  product_name: string;
  quote_only: boolean;
  /** option id → Dutch message. */
  errors: Record<string, string>;
  /** option id → the value the last answer cleared and why (until the visitor sets that option again). */
  resets: Record<string, ConfigReset>;
  preview_mode: PreviewMode;
  /** A refresh is under way. */
  loading: boolean;
  preview_loading: boolean;
  price_loading: boolean;
  loading_3d: boolean;
  ready_3d: boolean;
  /** The first answer has arrived. */
  loaded: boolean;
  /** The last call failed: a Dutch message for the visitor. */
  failure: string | null;
}

type Action =
  | { type: "start"; conf_id: number; prod_id: number; edit_key: string | false; preview_mode: PreviewMode }
  | { type: "set_value"; option_id: string; value: ConfValue }
  | { type: "set_filter"; option_id: string; value: string }
  | { type: "load_values"; values: ConfValues }
  | { type: "request"; preview_mode: PreviewMode }
  | { type: "update_ok"; response: ConfiguratorResponse; addressResets?: ConfigReset[] }
  | { type: "price_ok"; response: PriceResponse }
  | { type: "price_failed" }
  | { type: "preview_ok"; preview: Preview }
  | { type: "preview_failed" }
  | { type: "failure"; message: string }
  | { type: "set_3d"; loading?: boolean; ready?: boolean };

export function initialConfiguratorState(conf_id: number, prod_id: number): ConfiguratorState {
  return {
    conf_id,
    prod_id,
    edit_key: false,
    edit_init: false,
    conf_values: {},
    conf_filters: {},
    conf_groups: [],
    conf3D: null,
    conf_preview: null,
    price: null,
    discount_price: null,
    conf_price: null,
    price_advice: null,
    price_lines: null,
    price_hints: [],
    warranty: "",
    delivery_time: "",
    thumbnail: "",
    product_name: "",
    quote_only: false,
    errors: {},
    resets: {},
    preview_mode: "standard",
    loading: false,
    preview_loading: false,
    price_loading: false,
    loading_3d: false,
    ready_3d: false,
    loaded: false,
    failure: null,
  };
}

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function configuratorReducer(state: ConfiguratorState, action: Action): ConfiguratorState {
  switch (action.type) {
    case "start":
      return {
        ...initialConfiguratorState(action.conf_id, action.prod_id),
        edit_key: action.edit_key,
        edit_init: action.edit_key !== false,
        preview_mode: action.preview_mode,
        loading: true,
        preview_loading: true,
        price_loading: true,
      };
    case "set_value":
      return {
        ...state,
        conf_values: { ...state.conf_values, [action.option_id]: action.value },
        resets: withoutKey(state.resets, action.option_id),
        preview_loading: true,
        price_loading: true,
      };
    case "set_filter":
      return { ...state, conf_filters: { ...state.conf_filters, [action.option_id]: action.value } };
    case "load_values":
      return { ...state, conf_values: action.values, resets: {}, preview_loading: true, price_loading: true };
    case "request":
      return { ...state, loading: true, preview_mode: action.preview_mode };
    case "update_ok": {
      const r = action.response;
      // The notices explain what this answer did; the next answer replaces them.
      // The first answer to values from the address also names the values the configuration no longer has.
      const resets = Object.fromEntries(
        [...(action.addressResets ?? []), ...r.resets].map((reset) => [String(reset.option_id), reset]),
      );
      const separate = r.seperate_calls;
      return {
        ...state,
        conf_values: r.conf_values,
        conf_filters: r.conf_filters,
        conf_groups: r.conf_groups,
        conf3D: r.conf3D,
        conf_preview: separate ? state.conf_preview : r.conf_preview,
        price: separate ? state.price : (r.price ?? null),
        discount_price: separate ? state.discount_price : (r.discount_price ?? null),
        conf_price: separate ? state.conf_price : (r.conf_price ?? null),
        price_advice: separate ? state.price_advice : (r.price_advice ?? null),
        price_lines: separate ? state.price_lines : (r.lines ?? null),
        price_hints: separate ? state.price_hints : (r.hints ?? []),
        warranty: r.warranty,
        delivery_time: r.delivery_time,
        thumbnail: r.thumbnail,
        product_name: r.product_name,
        quote_only: r.estimate_only,
        errors: r.errors,
        resets,
        edit_init: false,
        loading: false,
        loaded: true,
        failure: null,
        preview_loading: separate,
        price_loading: separate,
      };
    }
    case "price_ok":
      return {
        ...state,
        price: action.response.price ?? null,
        discount_price: action.response.discount_price ?? null,
        conf_price: action.response.conf_price ?? null,
        price_advice: action.response.price_advice ?? null,
        price_lines: action.response.lines ?? null,
        price_hints: action.response.hints ?? [],
        delivery_time: action.response.delivery_time || state.delivery_time,
        price_loading: false,
      };
    case "price_failed":
      return {
        ...state,
        price: null,
        discount_price: null,
        conf_price: null,
        price_advice: null,
        price_lines: null,
        price_hints: [],
        price_loading: false,
      };
    case "preview_ok":
      return { ...state, conf_preview: action.preview, preview_loading: false };
    case "preview_failed":
      return { ...state, preview_loading: false };
    case "failure":
      return {
        ...state,
        failure: action.message,
        loading: false,
        preview_loading: false,
        price_loading: false,
        edit_init: false,
      };
    case "set_3d":
      return {
        ...state,
        loading_3d: action.loading ?? state.loading_3d,
        ready_3d: action.ready ?? state.ready_3d,
      };
  }
}

export interface ConfiguratorApi {
  state: ConfiguratorState;
  setValue: (optionId: number, value: ConfValue) => void;
  setFilter: (optionId: number, value: string | null) => void;
  /** Loads a configuration's values (e.g. a saved one) and refreshes. */
  loadValues: (values: ConfValues) => void;
  /** Sends the current values again (after a failed call). */
  refresh: () => void;
  /** For the 3D preview: its loading and ready flags, set independently. */
  set3D: (flags: { loading?: boolean; ready?: boolean }) => void;
}

/** The edit key from the product page's query (`?edit_key=...`), or false. */
function editKeyFromLocation(): string | false {
  if (typeof window === "undefined") return false;
  return new URLSearchParams(window.location.search).get("edit_key") || false;
}

/**
 * The configurator of one configuration. Nothing is requested until `active` first becomes true (the
 * configurator's first visibility); `configuring` chooses the preview mode ('combine' while configuring).
 */
export function useConfigurator({
  conf_id,
  prod_id,
  active,
  configuring,
}: {
  conf_id: number;
  prod_id: number;
  active: boolean;
  configuring: boolean;
}): ConfiguratorApi {
  const [state, dispatch] = useReducer(configuratorReducer, undefined, () =>
    initialConfiguratorState(conf_id, prod_id),
  );
  // The values and filters of the newest change, read synchronously by the next request.
  const values = useRef<ConfValues>({});
  const filters = useRef<Record<string, string>>({});
  const editInit = useRef<string | false>(false);
  const ids = useRef({ conf_id, prod_id });
  const previewMode = useRef<PreviewMode>(configuring ? "combine" : "standard");
  previewMode.current = configuring ? "combine" : "standard";
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const started = useRef<string | null>(null);
  // Resets of values from the address (slice 1 of docs/designs.md), shown with the first answer.
  const addressResets = useRef<ConfigReset[]>([]);

  const refresh = useCallback(async () => {
    const seq = ++sequence.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const { signal } = controller;
    const mode = previewMode.current;
    const { conf_id: confId, prod_id: prodId } = ids.current;
    dispatch({ type: "request", preview_mode: mode });
    let response: ConfiguratorResponse;
    try {
      response = await configuratorApi.update(
        {
          values: values.current,
          filter_values: filters.current,
          conf_id: confId,
          prod_id: prodId,
          preview: mode,
          edit_key: editInit.current,
        },
        signal,
      );
    } catch (error) {
      if (isAbort(error) || seq !== sequence.current) return;
      editInit.current = false;
      const message =
        error instanceof ApiError && error.status === 404 && error.errors.edit_key
          ? error.errors.edit_key
          : CONFIGURATOR_UPDATE_FAILED;
      dispatch({ type: "failure", message });
      return;
    }
    if (seq !== sequence.current) return;
    editInit.current = false;
    values.current = response.conf_values;
    filters.current = response.conf_filters;
    dispatch({ type: "update_ok", response, addressResets: addressResets.current });
    addressResets.current = [];
    if (!editKeyFromLocation()) void writeDesignToAddress(confId, response.conf_values);
    if (!response.seperate_calls) return;

    // Separate calls: first the price, then the preview, each for exactly the values this answer holds.
    const body = { conf_id: confId, prod_id: prodId, values: response.conf_values };
    try {
      const price = await configuratorApi.calcPrice(body, signal);
      if (seq !== sequence.current) return;
      dispatch({ type: "price_ok", response: price });
    } catch (error) {
      if (isAbort(error) || seq !== sequence.current) return;
      // 400: the configuration is not complete yet; the messages are already in `errors`.
      dispatch({ type: "price_failed" });
    }
    try {
      const preview = await configuratorApi.getPreview(body, signal);
      if (seq !== sequence.current) return;
      dispatch({ type: "preview_ok", preview });
    } catch (error) {
      if (isAbort(error) || seq !== sequence.current) return;
      dispatch({ type: "preview_failed" });
    }
  }, []);

  // The first visibility starts the configurator; another product starts it afresh. Leaving (or React's
  // strict-mode rehearsal of it) cancels what is in flight, so a start after it begins cleanly.
  useEffect(() => {
    const key = `${conf_id}/${prod_id}`;
    if (!active || started.current === key) return;
    started.current = key;
    ids.current = { conf_id, prod_id };
    values.current = {};
    filters.current = {};
    editInit.current = editKeyFromLocation();
    dispatch({
      type: "start",
      conf_id,
      prod_id,
      edit_key: editInit.current,
      preview_mode: previewMode.current,
    });
    // Values in the address (a shared link) are sent first; the server checks them like any other.
    let cancelled = false;
    if (editInit.current === false) {
      void designFromAddress(conf_id).then((design) => {
        if (cancelled) return;
        if (design) {
          values.current = design.values;
          addressResets.current = design.resets;
        }
        void refresh();
      });
    } else void refresh();
    return () => {
      cancelled = true;
      started.current = null;
      sequence.current++;
      inFlight.current?.abort();
    };
  }, [active, conf_id, prod_id, refresh]);

  const setValue = useCallback(
    (optionId: number, value: ConfValue) => {
      const key = String(optionId);
      values.current = { ...values.current, [key]: value };
      dispatch({ type: "set_value", option_id: key, value });
      void refresh();
    },
    [refresh],
  );

  const setFilter = useCallback(
    (optionId: number, value: string | null) => {
      const key = String(optionId);
      filters.current = { ...filters.current, [key]: value ?? "" };
      dispatch({ type: "set_filter", option_id: key, value: value ?? "" });
      void refresh();
    },
    [refresh],
  );

  const loadValues = useCallback(
    (next: ConfValues) => {
      values.current = next;
      dispatch({ type: "load_values", values: next });
      void refresh();
    },
    [refresh],
  );

  const set3D = useCallback((flags: { loading?: boolean; ready?: boolean }) => {
    dispatch({ type: "set_3d", ...flags });
  }, []);

  const retry = useCallback(() => void refresh(), [refresh]);

  return useMemo(
    () => ({ state, setValue, setFilter, loadValues, refresh: retry, set3D }),
    [state, setValue, setFilter, loadValues, retry, set3D],
  );
}
