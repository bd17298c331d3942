// A category's USPs as rows: one field each, added and removed with buttons (at most six, as the page shows).
const MAX_USPS = 6;

export function UspRows({
  usps,
  onChange,
  errors,
}: {
  usps: string[];
  onChange: (usps: string[]) => void;
  errors: Record<string, string>;
}) {
  return (
    <fieldset className="beheer-choices">
      <legend>Voordelen (USP&rsquo;s)</legend>
      {usps.map((usp, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions; a row's text is its own input
        <div key={i} className="beheer-usp">
          <label htmlFor={`usp-${i}`}>Voordeel {i + 1}</label>
          <input
            id={`usp-${i}`}
            value={usp}
            onChange={(e) => onChange(usps.map((u, j) => (j === i ? e.target.value : u)))}
            {...(errors[`usps.${i}`] ? { "aria-invalid": true, "aria-describedby": `usp-${i}-error` } : {})}
          />
          <button
            type="button"
            className="beheer-button beheer-button--quiet"
            onClick={() => onChange(usps.filter((_, j) => j !== i))}
            aria-label={`Voordeel ${i + 1} verwijderen`}
          >
            Verwijderen
          </button>
          {errors[`usps.${i}`] && (
            <p className="beheer-field-error" id={`usp-${i}-error`}>
              {errors[`usps.${i}`]}
            </p>
          )}
        </div>
      ))}
      {usps.length < MAX_USPS && (
        <button
          type="button"
          className="beheer-button beheer-button--quiet"
          onClick={() => onChange([...usps, ""])}
        >
          Voordeel toevoegen
        </button>
      )}
      {errors.usps && <p className="beheer-field-error">{errors.usps}</p>}
    </fieldset>
  );
}
