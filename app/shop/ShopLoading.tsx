// What a slide-over or popup shows for the visitor's cart or basket in the moment before it has arrived.
export function ShopLoading() {
  return (
    <p className="empty-state" role="status">
      Laden…
    </p>
  );
}
