/** "Generated passwords have 16 characters from letters, digits and @#$&*" (part 2 §5). */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@#$&*';
export const GENERATED_PASSWORD_LENGTH = 16;

export function generatePassword(random: (max: number) => number = secureRandom): string {
  let password = '';
  for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) password += PASSWORD_ALPHABET[random(PASSWORD_ALPHABET.length)];
  return password;
}

function secureRandom(max: number): number {
  const values = new Uint32Array(1);
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x100000000 / max) * max;
  do crypto.getRandomValues(values);
  while (values[0]! >= limit);
  return values[0]! % max;
}
