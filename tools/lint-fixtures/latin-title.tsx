// An English tooltip: lingui/no-unlocalized-strings allows `title` on DOM elements; our rule does not.
export function CloseGlyph() {
  return <span title="Close this panel">×</span>;
}
