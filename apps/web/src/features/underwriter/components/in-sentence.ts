// An amount inside a sentence stays on one line ('8 000.00 $' has spaces in French).
export function inSentence(money: string): string {
  return money.replace(/ /g, '\u00a0');
}
