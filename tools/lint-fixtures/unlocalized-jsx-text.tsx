// English text in JSX in a folder whose texts come from the catalogs.
export function AddButton() {
  return <button type="button">Add to cart</button>;
}
