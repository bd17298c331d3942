// An option's tooltip as a toggletip: an info button that shows and hides the text right after it.
// Keyboard: Enter or Space toggles, Escape closes and keeps focus on the button.
import { useState } from "react";

export function Tooltip({ id, subject, text }: { id: string; subject: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="tooltip-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Uitleg bij ${subject}`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 11v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={id} className="tooltip-panel" hidden={!open}>
        <p>{text}</p>
        <button
          type="button"
          className="button button--link tooltip-panel__close"
          onClick={() => setOpen(false)}
        >
          Sluiten
        </button>
      </div>
    </>
  );
}
