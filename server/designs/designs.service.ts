// Saved designs (docs/designs.md): a configuration kept under an unguessable code, immutable, priced by the
// server when saved and again when opened. A design not opened for a year is gone: it is treated as unknown when
// read and deleted then, and every save clears the expired ones (an index on last_opened_at keeps that cheap).
import { randomBytes } from "node:crypto";
import { and, eq, gte, lt } from "drizzle-orm";
import type { ProductDetail } from "../../domain/catalog.ts";
import { nearestColourLabel } from "../../domain/colour-availability.ts";
import type { Preview, SummaryLine } from "../../domain/configurator/api.ts";
import { CODE_PATTERN_TEXT, designUrlTable, withDesign } from "../../domain/configurator/design-url.ts";
import { summarize } from "../../domain/configurator/summary.ts";
import type { ConfValues } from "../../domain/configurator/types.ts";
import type { StoreCode } from "../../domain/store.ts";
import type { ConfiguratorService } from "../configurator/configurator.service.ts";
import { composePreview, previewChoice } from "../configurator/preview.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { designMail } from "./design-mail.tsx";
import { savedDesigns } from "./designs.schema.ts";

/** A design not opened for this long is gone. */
export const DESIGN_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** 12 base62 characters: about 71 bits from the system's random source. */
export const CODE_LENGTH = 12;
export const CODE_PATTERN = new RegExp(`^${CODE_PATTERN_TEXT}$`);

/** A new code: unbiased base62 from crypto random bytes (bytes ≥ 248 are drawn again). */
export function newDesignCode(): string {
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

export interface SavedDesign {
  code: string;
  confId: number;
  prodId: number;
  values: ConfValues;
  /** What it cost when saved, cents incl. VAT. */
  savedPrice: number;
  createdAt: Date;
}

/** A saved design as it is opened: with today's product, price, option list and preview. */
export interface OpenedDesign extends SavedDesign {
  product: ProductDetail;
  /** Today's price of the same values; null when they cannot be priced any more. */
  price: number | null;
  /** The values today's configuration keeps (gone values dropped). */
  currentValues: ConfValues;
  summary: SummaryLine[];
  preview: Preview;
  /** The product page with the values in its address and the configurator open. */
  address: string;
  /**
   * Colours the design holds that are not available now (issue 25): the notice, and the nearest available colour
   * with the address that goes on with it instead (the configurator itself would take that one, with the notice).
   */
  colourNotices: DesignColourNotice[];
}

export interface DesignColourNotice {
  message: string;
  nearest: { name: string; hex: string; label: string; address: string } | null;
}

export class DesignsService {
  constructor(
    private readonly db: Db,
    private readonly configurator: ConfiguratorService,
    private readonly mail: Mailer,
  ) {}

  /** Mails the link of an opened design with its choices, and its preview as a PNG when one could be drawn. */
  async mailShare(
    design: OpenedDesign & { price: number },
    share: { to: string; link: string; store: StoreCode; png: Buffer | null },
  ): Promise<void> {
    const { png } = share;
    await this.mail.enqueue(this.db, {
      kind: "design-share",
      to: share.to,
      subject: `Een ontwerp voor ${design.product.name} bij Raamwerk`,
      content: designMail({
        productName: design.product.name,
        summary: design.summary,
        price: design.price,
        link: share.link,
        store: share.store,
        withPreview: png !== null,
      }),
      ...(png
        ? {
            attachments: [
              { filename: "ontwerp.png", contentType: "image/png", base64: png.toString("base64") },
            ],
          }
        : {}),
    });
  }

  /** Prices the values as the server resolves them (400 while incomplete) and keeps them under a new code. */
  async save(store: string, confId: number, prodId: number, values: unknown, now = new Date()) {
    const { evaluation, price } = this.configurator.resolvePriced(confId, prodId, values);
    const code = newDesignCode();
    await this.db
      .delete(savedDesigns)
      .where(lt(savedDesigns.lastOpenedAt, new Date(now.getTime() - DESIGN_LIFETIME_MS)));
    await this.db.insert(savedDesigns).values({
      code,
      store,
      confId,
      prodId,
      values: evaluation.values,
      priceCents: price.price,
      createdAt: now,
      lastOpenedAt: now,
    });
    return { code, price: price.price };
  }

  /** The design as saved, or null for an unknown or expired code (an expired one is deleted). */
  async find(code: string, now = new Date()): Promise<SavedDesign | null> {
    if (!CODE_PATTERN.test(code)) return null;
    const since = new Date(now.getTime() - DESIGN_LIFETIME_MS);
    const [row] = await this.db
      .update(savedDesigns)
      .set({ lastOpenedAt: now })
      .where(and(eq(savedDesigns.code, code), gte(savedDesigns.lastOpenedAt, since)))
      .returning();
    if (!row) {
      await this.db
        .delete(savedDesigns)
        .where(and(eq(savedDesigns.code, code), lt(savedDesigns.lastOpenedAt, since)));
      return null;
    }
    return {
      code: row.code,
      confId: row.confId,
      prodId: row.prodId,
      values: row.values,
      savedPrice: row.priceCents,
      createdAt: row.createdAt,
    };
  }

  /** Opened: found, and resolved with today's catalogue; null when unknown, expired or the product is gone. */
  async open(code: string, now = new Date()): Promise<OpenedDesign | null> {
    const design = await this.find(code, now);
    if (!design) return null;
    const resolved = this.configurator.stored(design.confId, design.prodId, design.values);
    if (!resolved) return null;
    const { def, product, evaluation, price, unavailable } = resolved;
    const table = designUrlTable(def);
    const addressOf = (values: ConfValues) =>
      `/${product.url_path}${withDesign(table, `?ontwerp=${design.code}`, values)}#configureren`;
    return {
      ...design,
      product,
      price: price.price,
      currentValues: evaluation.values,
      summary: summarize(def, evaluation).filter((line) => !line.crm_only),
      preview: composePreview(def.conf_id, previewChoice(def, product, evaluation.values)),
      address: addressOf(evaluation.values),
      colourNotices: unavailable.map(({ option, value, nearest }) => ({
        message: value.unavailable.message,
        nearest: nearest
          ? {
              name: nearest.name,
              hex: nearest.value ?? "",
              label: nearestColourLabel(nearest.name),
              address: addressOf({ ...evaluation.values, [String(option.id)]: nearest.id }),
            }
          : null,
      })),
    };
  }
}
