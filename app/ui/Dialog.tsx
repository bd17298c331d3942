// A modal dialog on the native <dialog>: the rest of the page is inert, Escape and the close button close it,
// and focus returns to what had it before. A closed dialog is an empty <dialog>: its panel renders when it opens,
// before the effect below shows it, so the server sends no hidden panels and showModal() finds the close button.
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "popup" is centred; "slide-over" comes in from the right. */
  variant?: "popup" | "slide-over";
  /** Largest width in px (popups range 330 to 630). */
  size?: number;
  closeable?: boolean;
  className?: string;
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  variant = "popup",
  size = 630,
  closeable = true,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has Escape as its keyboard equivalent
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ""}`}
      style={
        variant === "popup"
          ? ({ "--dialog-max": `${Math.min(630, Math.max(330, size))}px` } as React.CSSProperties)
          : undefined
      }
      aria-labelledby={open ? titleId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (closeable) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeable && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          {/* A div, not a <header>: the slide-overs sit inside the site's <header>, where HTML allows no other. */}
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {closeable && (
              <button type="button" className="dialog__close" onClick={onClose} aria-label="Sluiten">
                <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
