/**
 * Escapes text for HTML (and SVG/XML) text and quoted attribute values: `& < > " '` become numeric
 * references. The one escaper of the api's and the LTI tool's server-rendered pages.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
