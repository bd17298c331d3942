// Above the configurator when it was opened from a saved design (/ontwerp/{code} links here with `ontwerp=` in
// the address): changes made now do not change the saved design. Read after hydration, like the values.
import { useEffect, useState } from "react";
import { CODE_PATTERN_TEXT } from "../../domain/configurator/design-url";

export function SavedDesignNotice() {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get("ontwerp");
    setCode(found && new RegExp(`^${CODE_PATTERN_TEXT}$`).test(found) ? found : null);
  }, []);
  if (!code) return null;
  return (
    <p className="notice saved-design-notice">
      Je werkt verder aan een bewaard ontwerp. Wat je nu verandert, past het bewaarde ontwerp niet aan.{" "}
      <a href={`/ontwerp/${code}`}>Terug naar het bewaarde ontwerp</a>
    </p>
  );
}
