// RECONCILE with src/lib/validate once it lands.
export function formatPhone(n: string): string {
  const d = n.replace(/\D/g, '');
  return d.length === 11 ? `+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}` : n;
}
