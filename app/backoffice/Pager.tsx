// The back office's page numbers under a list: previous and next, keeping the list's filter in the address.
import { Link } from "react-router";

export function Pager({
  page,
  pages,
  params,
}: {
  page: number;
  pages: number;
  params: Record<string, string>;
}) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ""));
    query.set("pagina", String(n));
    return `?${query}`;
  };
  return (
    <nav className="beheer-pager" aria-label="Pagina's">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev">
          Vorige
        </Link>
      )}
      <span>
        Pagina {page} van {pages}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          Volgende
        </Link>
      )}
    </nav>
  );
}
