/** Weight and height are sent as whole numbers, only when filled in. */
export function optionalWholeNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? Math.round(n) : undefined;
}
