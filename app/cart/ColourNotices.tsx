// A cart row's notices for colours that are not available now (issue 25), each with the nearest available colour
// as one click: a form that posts to the cart page's action without JavaScript and calls cart/colour with it.
import type { CartItem } from "../../domain/cart/types";

export function ColourNotices({
  item,
  busy,
  error,
  onSwitch,
}: {
  item: CartItem;
  busy: boolean;
  /** The server's Dutch message for this row's last switch. */
  error: string | null;
  onSwitch: (optionId: number) => void;
}) {
  const notices = item.colour_notices ?? [];
  if (notices.length === 0) return null;
  return (
    <div className="cart-row__colour notice notice--warning" role="status">
      {notices.map((notice) => (
        <form
          key={notice.option_id}
          method="post"
          action="/checkout"
          className="cart-row__colour-notice"
          onSubmit={(event) => {
            event.preventDefault();
            onSwitch(notice.option_id);
          }}
        >
          <input type="hidden" name="intent" value="colour" />
          <input type="hidden" name="rowid" value={item.key} />
          <input type="hidden" name="option_id" value={notice.option_id} />
          <p>{notice.message}</p>
          {notice.nearest ? (
            <button type="submit" className="button button--secondary" disabled={busy}>
              <span
                className="cart-row__swatch"
                style={{ background: notice.nearest.hex }}
                aria-hidden="true"
              />
              {notice.nearest.label}
              <span className="visually-hidden"> voor {item.product_name}</span>
            </button>
          ) : (
            <p>Kies bij 'Wijzigen' een andere kleur, of verwijder het product.</p>
          )}
        </form>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
