/**
 * Stands in for `react-dom/server` in the browser bundle: react-shadow imports it for server rendering,
 * which the app never does (STACK.md: +61 kB gzip otherwise).
 */
function unavailable(): never {
  throw new Error('react-dom/server is not available in the browser bundle.');
}

export const renderToString = unavailable;
export const renderToStaticMarkup = unavailable;
export default { renderToString, renderToStaticMarkup };
