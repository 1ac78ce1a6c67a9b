import { messageKey, type MessageKey } from '../../../contracts/i18n/keys.ts';
/**
 * ASVS V2.1.7: refuse passwords that appear on breach lists. We cannot query a breach
 * service (no network by default), so we ship the most-used passwords of public breach
 * corpora and the patterns they are built from.
 */
const COMMON = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
  12345678 123456789 1234567890 0123456789 87654321 987654321 11111111 00000000 12341234 11223344
  12121212 123123123 112233445566 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty12
  qwerty1234 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 iloveyou iloveyou1 iloveyou2 sunshine
  sunshine1 princess princess1 football football1 baseball baseball1 basketball superman superman1
  batman123 letmein1 letmein123 welcome1 welcome123 welcome2024 welcome2025 welcome2026 trustno1
  abc12345 abcd1234 abcdefgh abcdefg1 aa123456 a1b2c3d4 monkey12 dragon12 starwars computer
  internet michelle jennifer jessica1 charlie1 shadow12 master12 mustang1 freedom1 whatever
  whatever1 qazwsxedc 1qazxsw2 zaq12wsx changeme changeme1 secret12 secret123 admin123 admin1234
  administrator root1234 test1234 testtest 12qwaszx hello123 hellohello lovely12 flower12 summer12
  summer2024 summer2025 winter2024 winter2025 spring2025 autumn2025 family12 children kritzel1
  kritzel123 drawing1 drawing123 mypassword mypassword1 yourpassword nopassword letmein!
  football123 soccer12 hockey12 pokemon1 minecraft minecraft1 fortnite roblox123 liverpool
  chelsea1 arsenal1 barcelona jordan23 michael1 daniel12 thomas12 matthew1 andrew12 joshua12
  ashley12 amanda12 jessica12 nicole12 samantha elizabeth 123abc123 1password 1234qwer qwer1234
  qwertyqwerty passwordpassword 0987654321 147258369 159753456 741852963 963852741 5555555555`
    .split(/\s+/)
    .filter(Boolean),
);

/** Returns a reason a parent can act on, or null when the password is acceptable. */
export function weakPasswordReason(password: string, email?: string): MessageKey | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return messageKey('errors.password.tooCommon');
  if (/^(.)\1+$/.test(password)) return messageKey('errors.password.tooEasy');
  if (isSequence(lower)) return messageKey('errors.password.tooEasy');
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return messageKey('errors.password.containsEmail');
  return null;
}

function isSequence(value: string): boolean {
  if (value.length < 6) return false;
  const codes = [...value].map((c) => c.charCodeAt(0));
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}
