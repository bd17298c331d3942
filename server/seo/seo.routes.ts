// robots.txt and sitemap.xml for search engines, built from the in-memory catalogue.
import type { FastifyInstance } from "fastify";

const staticPages = [
  "/",
  "/bestelling-volgen",
  "/klantenservice/contact",
  "/klantenservice/laten-monteren",
  "/voorwaarden",
  "/advies-meet-afspraak-plannen",
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, config } = app.services;

  function siteUrl(storeCode: "NL" | "BE"): string {
    return (storeCode === "BE" ? config.SITE_URL_BE : config.SITE_URL).replace(/\/$/, "");
  }

  app.get("/robots.txt", { schema: { hide: true } }, (request, reply) => {
    const base = siteUrl(request.store.code);
    reply.type("text/plain; charset=utf-8");
    return [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /beheer",
      "Disallow: /checkout",
      "Disallow: /dev/",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, (request, reply) => {
    const base = siteUrl(request.store.code);
    const { categories, products } = catalog.snapshot;
    const paths = [
      ...staticPages.filter((p) => request.store.adviceAppointments || p !== "/advies-meet-afspraak-plannen"),
      ...categories.map((c) => `/${c.slug}`),
      ...products.flatMap((p) => [`/${p.url_path}`, `/${p.url_path}/kleuren`]),
    ];
    const urls = paths.map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join("\n");
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
