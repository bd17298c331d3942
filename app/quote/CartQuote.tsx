// The cart page's 'Vraag offerte aan': the whole cart as a quote (cart/createEstimate) with the visitor's address.
import { useState } from "react";
import type { Cart } from "../../domain/cart/types";
import { CartSummary } from "../cart/CartSummary";
import { quoteApi } from "./api";
import { trackQuoteRequest } from "./ProductQuote";
import { QuoteDialog } from "./QuoteDialog";

export function CartQuote({ cart }: { cart: Cart }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          trackQuoteRequest("cart", cart.total);
          setOpen(true);
        }}
      >
        Vraag offerte aan
      </button>
      <QuoteDialog
        open={open}
        onClose={() => setOpen(false)}
        send={async (address) => (await quoteApi.cart(address)).status === true}
      >
        <p>We maken een offerte van alles in je winkelwagen, met je keuze voor montage of bezorging.</p>
        <CartSummary cart={cart} />
      </QuoteDialog>
    </>
  );
}
