// Client-side navigation for plain links: one click handler on a container (the header menu, the footer, a list
// of product cards) does for each of its `<a href="/…" data-discover="true">` what React Router's <Link> does for
// one, so pages with dozens of links render plain anchors instead of a <Link> component each (a <Link> costs
// several hooks per render on the server, on every request). `data-discover` is the attribute <Link> puts on its
// anchor: React Router's route discovery reads it, and this handler takes only anchors that carry it.
import { type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

/** A click handler for a container of internal links; `onFollow` runs after a link was followed in the app. */
export function useInternalLinkClicks(onFollow?: () => void) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // New tab, new window, download and the like stay the browser's.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !event.currentTarget.contains(anchor) || anchor.dataset.discover !== "true") return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As <Link> does: following a link to the page you are on replaces the history entry.
      navigate(to, { replace: to === here });
      onFollow?.();
    },
    [navigate, onFollow],
  );
}
