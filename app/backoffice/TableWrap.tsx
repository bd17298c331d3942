// A back-office table that may scroll sideways on a phone: a named region the keyboard can reach and scroll
// (axe: scrollable-region-focusable).
export function TableWrap({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className={className ? `beheer-table-wrap ${className}` : "beheer-table-wrap"}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </section>
  );
}
