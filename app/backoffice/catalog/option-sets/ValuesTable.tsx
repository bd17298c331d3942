// The values of a choice option: add (the next id of the set), rename, move, retire or offer again ('Niet meer
// aanbieden': a saved value is never deleted, carts and orders may hold it), surcharge, price group and extra
// delivery days. Colour values belong to the colours pages and are listed here without fields.
import { moveItem, nextValueId } from "../../../../domain/catalog-editor/option-set-edit";
import type { ConfigurationDocument, OptionDef, OptionValueDef } from "../../../../domain/configurator/types";
import { TableWrap } from "../../TableWrap";
import { ColourValues } from "./ColourValues";
import { ValueRow } from "./ValueRow";

export function ValuesTable({
  def,
  option,
  path,
  errors,
  onChange,
  onLocalError,
}: {
  def: ConfigurationDocument;
  option: OptionDef;
  path: string;
  errors: Record<string, string>;
  onChange: (option: OptionDef) => void;
  onLocalError: (key: string, message: string | null) => void;
}) {
  if (option.values.some((v) => v.colour_code)) return <ColourValues option={option} />;
  const setValues = (values: OptionValueDef[]) => onChange({ ...option, values });
  const fabric = option.type === "fabric_choice";
  return (
    <div className="optieset-values">
      <h4 className="optieset-subtitle">Waarden van {option.name}</h4>
      <TableWrap label={`Waarden van ${option.name}`}>
        <table className="beheer-table beheer-table--stack beheer-table--edit optieset-values__table">
          <thead>
            <tr>
              <th scope="col">Naam</th>
              <th scope="col">Meerprijs</th>
              <th scope="col">Bedrag</th>
              {fabric && <th scope="col">Prijsgroep</th>}
              <th scope="col">Extra levertijd</th>
              <th scope="col">Volgorde en aanbod</th>
            </tr>
          </thead>
          <tbody>
            {option.values.map((value, vi) => (
              <ValueRow
                key={value.id}
                option={option}
                value={value}
                index={vi}
                count={option.values.length}
                fabric={fabric}
                path={`${path}.values.${vi}`}
                errors={errors}
                onLocalError={onLocalError}
                onChange={(next) => setValues(option.values.map((v) => (v.id === value.id ? next : v)))}
                onMove={(d) => setValues(moveItem(option.values, vi, d))}
                onRemove={() => setValues(option.values.filter((v) => v.id !== value.id))}
              />
            ))}
          </tbody>
        </table>
      </TableWrap>
      <button
        type="button"
        className="beheer-button beheer-button--quiet"
        onClick={() => setValues([...option.values, { id: nextValueId(def), name: "" }])}
      >
        Waarde toevoegen<span className="visually-hidden"> aan {option.name}</span>
      </button>
    </div>
  );
}
