/**
 * A whole number with commas between its thousands ('1,000', '12,345'), as `toLocaleString('en-US')`
 * writes it, without Intl: the first Intl call on a page loads locale data, tens of milliseconds
 * a phone spends before it can answer a tap.
 */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
