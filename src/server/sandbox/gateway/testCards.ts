/**
 * The sandbox gateway's test cards, as real gateways publish theirs: the card number decides
 * what happens to the charge. Any other number that passes the Luhn check is approved.
 */
export type CardOutcome = 'approved' | 'declined' | 'pending';

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4111111111111111': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '5105105105105100': 'declined',
  '4000000000000127': 'pending',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardOutcome(cardNumber: string): CardOutcome {
  return TEST_CARDS[cardNumber.replace(/\D/g, '')] ?? 'approved';
}

/** The brand the first digits name, as a gateway reports it. */
export function cardBrand(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'elo';
}
