/** A badge count in the user's digits, capped: 7 → '7' (Arabic '٧'), 150 → '99+'. */
export function formatCount(count: number, locale: string, max = 99): string {
  const format = new Intl.NumberFormat(locale);
  return count > max ? `${format.format(max)}+` : format.format(count);
}
