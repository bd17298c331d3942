// The colours page's list: each collection with its colours (swatch, name, code, availability), filtered by
// collection and availability with a GET form, so a filtered list is a link.
import { Form, Link } from "react-router";
import {
  type ColourAvailability,
  colourAvailabilities,
  type DocCollection,
  type DocColour,
} from "../../../domain/catalog-editor/document";
import { availabilityLabels } from "../../../domain/catalog-editor/labels";
import { Badge, type Tone } from "../Badge";
import { formatDate } from "../format";
import { TableWrap } from "../TableWrap";

const tones: Record<ColourAvailability, Tone> = {
  leverbaar: "good",
  tijdelijk_uitverkocht: "warn",
  uit_collectie: "plain",
};

/** 'Leverbaar', 'Tijdelijk uitverkocht (verwacht 12 jan 2027)', 'Uit collectie'. */
export function availabilityText(colour: Pick<DocColour, "availability" | "expectedOn">): string {
  if (colour.availability === "tijdelijk_uitverkocht" && colour.expectedOn)
    return `Tijdelijk uitverkocht (verwacht ${formatDate(`${colour.expectedOn}T12:00:00Z`)})`;
  return colour.availability === "uit_collectie" ? "Uit collectie" : availabilityLabels[colour.availability];
}

export function ColourFilters({
  collections,
  filter,
}: {
  collections: DocCollection[];
  filter: { collection: string; availability: string };
}) {
  return (
    <Form method="get" className="beheer-filters" role="search" aria-label="Kleuren filteren">
      <div>
        <label htmlFor="filter-collectie">Collectie</label>
        <select id="filter-collectie" name="collectie" defaultValue={filter.collection}>
          <option value="">Alle collecties</option>
          {collections.map((k) => (
            <option key={k.slug} value={k.slug}>
              {k.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-beschikbaarheid">Beschikbaarheid</label>
        <select id="filter-beschikbaarheid" name="beschikbaarheid" defaultValue={filter.availability}>
          <option value="">Alle</option>
          {colourAvailabilities.map((a) => (
            <option key={a} value={a}>
              {availabilityLabels[a]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="beheer-button">
        Filteren
      </button>
    </Form>
  );
}

export function ColourList({
  collections,
  colours,
  canEdit,
}: {
  collections: DocCollection[];
  colours: DocColour[];
  canEdit: boolean;
}) {
  const shown = collections.filter((k) => colours.some((c) => c.collection === k.slug));
  if (shown.length === 0) return <p>Geen kleuren gevonden met deze filters.</p>;
  return (
    <>
      {shown.map((k) => (
        <section key={k.slug} className="beheer-panel" aria-labelledby={`collectie-${k.slug}`}>
          <div className="beheer-title">
            <h2 id={`collectie-${k.slug}`}>
              <Link to={`/beheer/catalogus/collecties/${k.slug}`}>{k.name}</Link>
            </h2>
            {canEdit && (
              <Link
                to={`/beheer/catalogus/kleuren/nieuw?collectie=${k.slug}`}
                className="beheer-button beheer-button--quiet"
              >
                Nieuwe kleur in {k.name}
              </Link>
            )}
          </div>
          <p className="beheer-hint">
            {k.type} · {k.tagGroup}
          </p>
          <TableWrap label={`Kleuren van ${k.name}`}>
            <table className="beheer-table beheer-colours">
              <thead>
                <tr>
                  <th scope="col">Kleur</th>
                  <th scope="col">Beschikbaarheid</th>
                </tr>
              </thead>
              <tbody>
                {colours
                  .filter((c) => c.collection === k.slug)
                  .map((c) => (
                    <tr key={c.code}>
                      <td>
                        <span className="beheer-colour">
                          <span className="beheer-swatch" style={{ background: c.hex }} aria-hidden="true" />
                          <span>
                            <Link to={`/beheer/catalogus/kleuren/${c.code}`}>{c.name}</Link>
                            <span className="beheer-hint">
                              {" "}
                              {c.code} · {c.hex}
                            </span>
                          </span>
                        </span>
                      </td>
                      <td>
                        <Badge tone={tones[c.availability]}>{availabilityText(c)}</Badge>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </TableWrap>
        </section>
      ))}
    </>
  );
}
