// 'Aangeboden bij' of a colour's form: the products that sell its collection, ticked where their configurator
// offers the colour. A new colour starts offered by all of them; unticking retires its value there (orders keep it).
export function OfferedBy({
  products,
  offered,
}: {
  products: { id: number; name: string }[];
  offered: number[] | null;
}) {
  return (
    <fieldset className="beheer-choices">
      <legend>Aangeboden bij</legend>
      {products.length === 0 && <p className="beheer-hint">Geen product verkoopt deze collectie.</p>}
      {products.map((p) => (
        <label key={p.id}>
          <input
            type="checkbox"
            name="offeredBy"
            value={p.id}
            defaultChecked={offered === null || offered.includes(p.id)}
          />{" "}
          {p.name}
        </label>
      ))}
    </fieldset>
  );
}
