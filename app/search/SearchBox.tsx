// The header's search field: a GET form to /zoeken that, with JavaScript, suggests products, categories and
// colours while typing, as a combobox with a grouped listbox (WAI-ARIA 1.2: arrows, Enter, Escape).
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { formatPriceRounded } from "../../domain/money";
import { checkQuery, MAX_QUERY_LENGTH } from "../../domain/search";
import { Icon } from "../ui/Icon";
import {
  MIN_SUGGEST_LENGTH,
  type Suggestions,
  suggestionOptions,
  trackSearch,
  useSuggestions,
} from "./suggestions";

/**
 * On narrow screens (CSS, 768 px and below) the field hides behind a search button that opens it below the header
 * bar; without JavaScript that button is a link to the results page, which has a field of its own.
 */
export function SearchBox() {
  const id = useId();
  const listboxId = `${id}-suggesties`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useSuggestions(value);
  const options = suggestions ? suggestionOptions(suggestions) : [];
  const expanded = open && suggestions !== null && value.trim().length >= MIN_SUGGEST_LENGTH;

  // A new page: the list closes and the field forgets what was typed (the results page shows the query itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    setOpen(false);
    setOpenOnPhone(false);
    setActive(-1);
    setValue("");
  }, [location.pathname, location.search]);

  // New suggestions: no option is active (React's way of resetting state when a value changes).
  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
  }

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.kind === "all") trackSearch(value.trim());
    setOpen(false);
    navigate(option.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Down from the last option, or up from the first, goes back to the field (-1), as in the APG's example.
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      choose(active);
      return;
    }
    if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue("");
      } else if (openOnPhone) {
        // The field hides again on a phone: the focus goes back to the button that opened it.
        setOpenOnPhone(false);
        toggleRef.current?.focus();
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = checkQuery(value);
    if (!checked.ok && !value.trim()) {
      // Nothing typed: nothing to look for; the field keeps the focus.
      event.preventDefault();
      inputRef.current?.focus();
      return;
    }
    if (checked.ok) trackSearch(checked.query);
    setOpen(false);
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${id}-optie-${index}`;

  return (
    <div className={`site-search${openOnPhone ? " site-search--open" : ""}`}>
      <a
        ref={toggleRef}
        href="/zoeken"
        className="header-button site-search__toggle"
        aria-expanded={openOnPhone}
        aria-controls={`${id}-formulier`}
        onClick={(event) => {
          event.preventDefault();
          setOpenOnPhone((o) => !o);
          // The field is shown in this same frame; focus it after React rendered it visible.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <Icon name="search" />
        <span className="visually-hidden">Zoeken</span>
      </a>
      <Form
        method="get"
        action="/zoeken"
        role="search"
        aria-label="In de winkel"
        id={`${id}-formulier`}
        className="site-search__form"
        onSubmit={onSubmit}
      >
        <label htmlFor={`${id}-veld`} className="visually-hidden">
          Zoek in de winkel
        </label>
        <input
          ref={inputRef}
          id={`${id}-veld`}
          className="site-search__input"
          // type=text: the HTML checker refuses role=combobox on type=search; enterKeyHint gives phones the key.
          type="text"
          name="q"
          placeholder="Zoek op product, categorie of kleur"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="site-search__submit">
          <Icon name="search" size={20} />
          <span className="visually-hidden">Zoeken</span>
        </button>
        <SuggestionList
          id={listboxId}
          hidden={!expanded}
          suggestions={suggestions}
          active={active}
          optionId={optionId}
          onChoose={choose}
          onHover={setActive}
        />
        <p className="visually-hidden" role="status">
          {expanded && !loading ? statusText(options.length - 1) : ""}
        </p>
      </Form>
    </div>
  );
}

function statusText(found: number): string {
  if (found <= 0) return "Geen suggesties";
  return found === 1 ? "1 suggestie" : `${found} suggesties`;
}

function SuggestionList({
  id,
  hidden,
  suggestions,
  active,
  optionId,
  onChoose,
  onHover,
}: {
  id: string;
  hidden: boolean;
  suggestions: Suggestions | null;
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}) {
  const options = suggestions ? suggestionOptions(suggestions) : [];
  // Options are chosen with the pointer down, before the field's blur closes the list.
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: "option" as const,
    "aria-selected": index === active,
    className: `site-search__option${index === active ? " site-search__option--active" : ""}`,
    onMouseDown: (event: React.MouseEvent) => {
      event.preventDefault();
      onChoose(index);
    },
    onMouseEnter: () => onHover(index),
  });
  const groups = [
    { kind: "product", label: "Producten" },
    { kind: "category", label: "Categorieën" },
    { kind: "colour", label: "Kleuren" },
  ] as const;
  return (
    <div id={id} role="listbox" aria-label="Zoeksuggesties" className="site-search__list" hidden={hidden}>
      {suggestions?.corrected && (
        <p className="site-search__note">
          Resultaten voor <strong>{suggestions.corrected}</strong>
        </p>
      )}
      {groups.map((group) => {
        const entries = options.map((o, index) => ({ o, index })).filter(({ o }) => o.kind === group.kind);
        if (entries.length === 0) return null;
        const headingId = `${id}-${group.kind}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's group (ARIA), not a form's fieldset
          <div key={group.kind} role="group" aria-labelledby={headingId} className="site-search__group">
            <div id={headingId} role="presentation" className="site-search__group-label">
              {group.label}
            </div>
            {entries.map(({ o, index }) => (
              <div key={o.url} {...optionProps(index)}>
                {o.kind === "product" && (
                  <>
                    <img src={`${o.thumbnail}?w=96&h=83`} width={48} height={41} alt="" />
                    <span className="site-search__option-text">
                      <span>{o.label}</span>
                      <span className="site-search__meta">
                        {o.category} · vanaf {formatPriceRounded(o.price)}
                      </span>
                    </span>
                  </>
                )}
                {o.kind === "colour" && (
                  <>
                    <span className="site-search__swatch" style={{ background: o.hex }} />
                    <span>{o.label}</span>
                  </>
                )}
                {o.kind === "category" && <span>{o.label}</span>}
              </div>
            ))}
          </div>
        );
      })}
      {options.length === 1 && <p className="site-search__note">Geen suggesties gevonden.</p>}
      {options.map((o, index) =>
        o.kind === "all" ? (
          <div key="all" {...optionProps(index)}>
            <Icon name="search" size={18} />
            <span>{o.label}</span>
          </div>
        ) : null,
      )}
    </div>
  );
}
