// The one popup of the page (spec section 2): opened by type with optional data, closing empties its data. The
// host shows what the registry it is given maps the type to; the features own their popups.
import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";
import { Dialog } from "../ui/Dialog";
import type { PopupRegistry, PopupRequest } from "./popup-registry";

export interface PopupState {
  is_open: boolean;
  request: PopupRequest | null;
}

export interface PopupApi {
  state: PopupState;
  open: (request: PopupRequest) => void;
  close: () => void;
}

const PopupContext = createContext<PopupApi | null>(null);

export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error("usePopup outside PopupProvider");
  return api;
}

export function PopupProvider({ popups, children }: { popups: PopupRegistry; children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ is_open: false, request: null });
  const open = useCallback((request: PopupRequest) => setState({ is_open: true, request }), []);
  const close = useCallback(() => setState({ is_open: false, request: null }), []);
  const api = useMemo(() => ({ state, open, close }), [state, open, close]);
  const request = state.request;

  return (
    <PopupContext.Provider value={api}>
      {children}
      <Dialog
        open={state.is_open}
        title={request?.title ?? ""}
        onClose={close}
        size={request?.size}
        closeable={request?.closeable ?? true}
      >
        {request && <PopupContent popups={popups} request={request} />}
      </Dialog>
    </PopupContext.Provider>
  );
}

/** The registered component for the request's type, with its data. */
function PopupContent({ popups, request }: { popups: PopupRegistry; request: PopupRequest }) {
  // The registry pairs each type with the component for that type's data; TypeScript cannot follow the pair.
  const Content = popups[request.type] as ComponentType<PopupRequest["data"]>;
  return (
    <Suspense fallback={<p role="status">Laden…</p>}>
      <Content {...request.data} />
    </Suspense>
  );
}
