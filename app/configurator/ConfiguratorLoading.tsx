// The configurator's waiting state: shown while its code loads and until the first answer is in. Its height is
// reserved (.configurator--waiting in configurator.css) so the steps that follow do not push the page around.
export function ConfiguratorLoading() {
  return (
    <div className="configurator configurator--waiting" aria-busy="true">
      <p className="configurator__loading" role="status">
        <span className="configurator__spinner" aria-hidden="true" />
        De configurator wordt geladen…
      </p>
    </div>
  );
}
