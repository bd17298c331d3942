// The table of /beheer/kortingscodes: every code with its value, validity and uses so far; change it, switch it off or on.
import { formatPrice } from "../../../domain/money";
import { voucherKindLabels } from "../../../domain/shop-settings/voucher-form";
import { useBeheerAction } from "../api";
import { Badge } from "../Badge";
import { formatDate } from "../format";
import { ListTable } from "../ListTable";
import type { VoucherView as Voucher } from "./shop-settings-pages.server";

function valueText(v: Voucher): string {
  if (v.kind === "percentage")
    return `${v.amount}%${v.discountOn === "tweede_product" ? " op elk tweede product" : ""}`;
  if (v.kind === "fixed") return formatPrice(v.amount);
  return "—";
}

function validityText(v: Voucher): string {
  if (v.validFrom && v.validUntil) return `${formatDate(v.validFrom)} t/m ${formatDate(v.validUntil)}`;
  if (v.validFrom) return `vanaf ${formatDate(v.validFrom)}`;
  if (v.validUntil) return `t/m ${formatDate(v.validUntil)}`;
  return "Altijd";
}

function VoucherRow({ voucher, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const { run, busy, errors } = useBeheerAction();
  return (
    <tr>
      <td>
        <strong>{voucher.code}</strong>
        <div className="beheer-hint">{voucher.name}</div>
      </td>
      <td>{voucherKindLabels[voucher.kind]}</td>
      <td className="number">{valueText(voucher)}</td>
      <td className="beheer-nowrap">{validityText(voucher)}</td>
      <td className="number">{voucher.minOrderCents ? formatPrice(voucher.minOrderCents) : "—"}</td>
      <td className="number">
        {voucher.usedCount} {voucher.maxUses === null ? "(onbeperkt)" : `van ${voucher.maxUses}`}
      </td>
      <td>
        <Badge tone={voucher.active ? "good" : "bad"}>{voucher.active ? "Actief" : "Uitgezet"}</Badge>
      </td>
      <td className="beheer-actions">
        <button type="button" className="beheer-button beheer-button--quiet" onClick={onEdit}>
          Wijzigen<span className="visually-hidden"> {voucher.code}</span>
        </button>
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          disabled={busy}
          onClick={() => run("PATCH", `vouchers/${voucher.id}`, { active: !voucher.active })}
        >
          {voucher.active ? "Uitzetten" : "Aanzetten"}
          <span className="visually-hidden"> {voucher.code}</span>
        </button>
        {(errors.id || errors.server) && <p className="beheer-field-error">{errors.id ?? errors.server}</p>}
      </td>
    </tr>
  );
}

export function VoucherTable({
  vouchers,
  onEdit,
}: {
  vouchers: Voucher[];
  onEdit: (voucher: Voucher) => void;
}) {
  return (
    <ListTable
      label="Alle kortingscodes"
      caption="Alle kortingscodes"
      columns={[
        "Code",
        "Soort",
        { label: "Korting", number: true },
        "Geldig",
        { label: "Minimum", number: true },
        { label: "Gebruikt", number: true },
        "Status",
        { label: "Acties", hidden: true },
      ]}
    >
      {vouchers.map((voucher) => (
        <VoucherRow key={voucher.id} voucher={voucher} onEdit={() => onEdit(voucher)} />
      ))}
    </ListTable>
  );
}
