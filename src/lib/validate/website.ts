// Websites (spec 000 §4, §5, §9).

/** A website URL normalised to its host ('https://www.Example.com/a' → 'www.example.com'); '' when invalid. */
export function normalizeWebsite(url: unknown): string {
  if (typeof url !== 'string') return '';
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).host;
  } catch {
    return '';
  }
}
