// /beheer/kortingscodes (owners): the voucher codes with their uses so far; make, change, switch off and on.
// A change counts for the next cart at once: the cart reads the codes on every apply.
import { useState } from "react";
import { loadVouchersPage } from "../backoffice/shop-settings/shop-settings-pages.server";
import { VoucherForm } from "../backoffice/shop-settings/VoucherForm";
import { VoucherTable } from "../backoffice/shop-settings/VoucherTable";
import { noScriptAction } from "../no-script";
import type { Route } from "./+types/beheer.kortingscodes";

export function meta() {
  return [{ title: "Kortingscodes | Beheer | Raamwerk" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVouchersPage(request, context);
}

/** Its forms need JavaScript: a post without it is answered with the Dutch message above the form, and
 * nothing of it is kept or shown again (no-script.tsx). */
export async function action({ request }: Route.ActionArgs) {
  return noScriptAction(request);
}

export default function Kortingscodes({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const current = loaderData.vouchers.find((v) => v.id === editing) ?? null;
  return (
    <>
      <h1>Kortingscodes</h1>
      <section className="beheer-panel" aria-labelledby="voucher-form-title">
        <h2 id="voucher-form-title">
          {current ? `Kortingscode ${current.code} wijzigen` : "Nieuwe kortingscode"}
        </h2>
        <p className="beheer-hint">
          Een wijziging geldt meteen voor elke winkelwagen die de code daarna gebruikt. Hoe vaak een code al
          is gebruikt, telt betaalde en nog openstaande bestellingen en adviesafspraken.
        </p>
        <VoucherForm
          key={current?.id ?? "new"}
          voucher={current}
          onDone={() => {
            setSaved(current ? `Kortingscode ${current.code} is opgeslagen.` : "De kortingscode is gemaakt.");
            setEditing(null);
          }}
        />
        {saved && (
          <p className="beheer-notice" role="status">
            {saved}
          </p>
        )}
      </section>
      <VoucherTable
        vouchers={loaderData.vouchers}
        onEdit={(voucher) => {
          setSaved(null);
          setEditing(voucher.id);
          document.getElementById("voucher-form-title")?.scrollIntoView();
        }}
      />
    </>
  );
}
