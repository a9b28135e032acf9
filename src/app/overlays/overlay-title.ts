/** Human title of an overlay name without a definition: `createContact` → "Create contact". */
export const overlayTitle = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
