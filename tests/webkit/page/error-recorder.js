// The WebKit lane's error recorder: the first script of every page the lane's preview serves.
// WebKitWebDriver gives no console or page-error events, so the page keeps its own record of
// uncaught errors, unhandled rejections and console.error calls. It is kept in sessionStorage as
// well, so an error of a page the journey has since left is still there at the end of the journey.
(() => {
  const KEY = '__webkitLaneErrors';
  const errors = [];
  window.__webkitLaneErrors = errors;
  const record = (kind, detail) => {
    const entry = { kind, detail: String(detail), url: location.pathname + location.hash };
    errors.push(entry);
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      kept.push(entry);
      sessionStorage.setItem(KEY, JSON.stringify(kept));
    } catch {
      // Storage full or refused: the in-window list still has it.
    }
  };
  const describe = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}\n${value.stack || ''}` : String(value);
  window.addEventListener('error', (event) => {
    record(
      'error',
      event.error ? describe(event.error) : `${event.message} (${event.filename}:${event.lineno})`,
    );
  });
  window.addEventListener('unhandledrejection', (event) =>
    record('unhandledrejection', describe(event.reason)),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    record('console.error', args.map(describe).join(' '));
    consoleError(...args);
  };
})();
