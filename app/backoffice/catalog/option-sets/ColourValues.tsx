// The colour values of an option, read only: colours are added to and taken from products on the colours pages.
import type { OptionDef } from "../../../../domain/configurator/types";
import { TableWrap } from "../../TableWrap";

export function ColourValues({ option }: { option: OptionDef }) {
  const live = option.values.filter((v) => !v.retired);
  return (
    <div className="optieset-values">
      <h4 className="optieset-subtitle">Kleuren van {option.name}</h4>
      <p className="beheer-hint">
        Kleuren beheer je op de pagina's van de kleuren: daar zet je een kleur bij een product of haal je hem
        eraf. Hier staan ze alleen ter inzage ({live.length} aangeboden, {option.values.length - live.length}{" "}
        niet meer).
      </p>
      <details>
        <summary>Toon de {option.values.length} kleuren</summary>
        <TableWrap label={`Kleuren van ${option.name}`}>
          <table className="beheer-table beheer-table--stack">
            <thead>
              <tr>
                <th scope="col">Kleur</th>
                <th scope="col">Code</th>
                <th scope="col">Prijsgroep</th>
                <th scope="col">Aanbod</th>
              </tr>
            </thead>
            <tbody>
              {option.values.map((v) => (
                <tr key={v.id}>
                  <td data-label="Kleur">{v.name}</td>
                  <td data-label="Code">{v.colour_code}</td>
                  <td data-label="Prijsgroep">{v.price_group ?? "—"}</td>
                  <td data-label="Aanbod">{v.retired ? "Niet meer aangeboden" : "Aangeboden"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </div>
  );
}
