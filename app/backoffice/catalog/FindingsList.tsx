// 'Controleren''s findings, grouped per item, each item with a link to the page that fixes it.
import { Link } from "react-router";
import type { Finding } from "../../../domain/catalog-editor/check";
import { kindNames } from "../../../domain/catalog-editor/document";
import { itemEditPath } from "./item-links";

export const ALL_WELL = "Alles is in orde: het concept kan gepubliceerd worden.";

function grouped(findings: readonly Finding[]) {
  const groups = new Map<string, { first: Finding; messages: string[] }>();
  for (const finding of findings) {
    const id = `${finding.kind}:${finding.key}`;
    const group = groups.get(id) ?? { first: finding, messages: [] };
    group.messages.push(finding.message);
    groups.set(id, group);
  }
  return [...groups.values()];
}

export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0)
    return (
      <p className="beheer-notice" role="status">
        {ALL_WELL}
      </p>
    );
  return (
    <div className="catalog-findings" role="status">
      <p>
        <strong>
          {findings.length === 1 ? "Er is 1 punt" : `Er zijn ${findings.length} punten`} om op te lossen
          voordat je kunt publiceren:
        </strong>
      </p>
      <ul>
        {grouped(findings).map(({ first, messages }) => (
          <li key={`${first.kind}:${first.key}`}>
            <Link to={itemEditPath(first.kind, first.key)}>
              {kindNames[first.kind].one} {first.label}
            </Link>
            <ul>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
