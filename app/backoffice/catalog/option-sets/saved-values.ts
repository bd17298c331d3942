// The value ids the set had when it was last loaded or saved: only a value added since may be taken away again;
// a saved one is retired instead, as carts, designs and orders may hold it.
import { createContext, useContext } from "react";

export const SavedValueIds = createContext<ReadonlySet<number>>(new Set());

export function useSavedValueIds(): ReadonlySet<number> {
  return useContext(SavedValueIds);
}
