// The confirmation e-mail of a swatch order: the colours with their products, the address and when they arrive.
import type { SwatchItem } from "../../domain/cart/types.ts";
import type { StoreCode } from "../../domain/store.ts";
import type { UnvalidatedAddressForm, ValidAddressForm } from "../../domain/validation/address-form.ts";
import { Details } from "../mail/components/details.tsx";
import { Subheading } from "../mail/components/heading.tsx";
import { MailLayout } from "../mail/components/layout.tsx";
import { Note } from "../mail/components/note.tsx";
import { Paragraph } from "../mail/components/paragraph.tsx";
import { ItemRows } from "../mail/components/rows.tsx";
import type { MailElement } from "../mail/render.ts";

export const SWATCH_ORDER_SUBJECT = "Je kleurstalen zijn onderweg";

/** Name line of an address: "Dhr. Jan van Dijk". */
export function addressName(address: ValidAddressForm | UnvalidatedAddressForm): string {
  const name = [address.firstname, address.middlename, address.lastname].filter(Boolean).join(" ");
  return [address.prefix ? `${address.prefix}.` : "", name].filter(Boolean).join(" ");
}

/** The address as lines, the way it goes on an envelope. */
export function addressLines(address: ValidAddressForm | UnvalidatedAddressForm, store: StoreCode): string {
  const house = [address.housenumber, address.housenumber_affix].filter((p) => p !== undefined && p !== "");
  const street = [address.street, house.join(" ")].filter(Boolean).join(" ");
  const place = [address.zipcode, address.city].filter(Boolean).join(" ");
  const region = "region" in address && address.region ? address.region : "";
  const country = store === "BE" ? "België" : "Nederland";
  return [addressName(address), street, place, region, country].filter(Boolean).join("\n");
}

export function swatchOrderMail(
  orderNumber: string,
  items: SwatchItem[],
  address: ValidAddressForm | UnvalidatedAddressForm,
  store: StoreCode,
): MailElement {
  const greeting = address.firstname ? `Beste ${address.firstname},` : "Hallo,";
  return (
    <MailLayout
      preheader={`Je ${items.length === 1 ? "kleurstaal komt" : `${items.length} kleurstalen komen`} binnen 2 werkdagen op de post.`}
      heading="Bedankt voor je aanvraag"
      store={store}
      reason="Je ontvangt deze e-mail omdat je op onze website gratis kleurstalen hebt aangevraagd."
    >
      <Paragraph
        text={`${greeting}\nWe hebben je aanvraag voor gratis kleurstalen ontvangen. We sturen ze binnen 2 werkdagen op de post, zodat je de kleuren thuis bij daglicht voor je raam kunt bekijken.`}
      />
      <Details rows={[{ label: "Aanvraagnummer", value: orderNumber }]} />
      <Subheading text="Je kleurstalen" />
      <ItemRows
        rows={items.map((item) => ({
          name: item.value.title,
          details: [`Voor: ${item.product_name}`],
          count: 1,
          amount: "Gratis",
        }))}
      />
      <Subheading text="We sturen ze naar" />
      <Details rows={[{ label: "Adres", value: addressLines(address, store) }]} />
      <Note text="Klopt het adres niet? Neem dan contact op met onze klantenservice, dan passen we het aan voordat we je kleurstalen versturen." />
    </MailLayout>
  );
}
