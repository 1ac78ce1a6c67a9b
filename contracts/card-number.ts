// No schema here: the sandbox card form checks numbers as they are typed, and the sandbox
// payment provider checks them again, with the same rule.

/** The Luhn checksum every real (and every Stripe test) card number passes; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}
