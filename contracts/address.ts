/**
 * A delivery address written the way the post of its country reads it, in one place: the
 * checkout, the order confirmation, the receipt e-mail and the administrator's order card all
 * print it with addressLines, so "62701 Springfield IL" cannot come back on one of them.
 * Free of zod, so any page or e-mail can use it.
 */

/** The fields Stripe stores (spec 001 §3 Order shippingAddress). */
export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postal_code: string;
  country: string;
}

type Locality = Pick<PostalAddress, 'city' | 'state' | 'postal_code'>;

const joined = (parts: (string | null | undefined)[], separator = ' ') =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/** "Springfield, IL 62701": the town, then the state and the ZIP code on one line (USPS). */
const cityCommaStatePostcode = ({ city, state, postal_code }: Locality) => [joined([joined([city, state], ', '), postal_code])];
/** "Toronto ON M5V 2T6", "Sydney NSW 2000": town, region, postcode, no comma. */
const cityStatePostcode = ({ city, state, postal_code }: Locality) => [joined([city, state, postal_code])];
/** "12345 Hamburg": postcode before the town, the region (if any) on the next line. */
const postcodeCity = ({ city, state, postal_code }: Locality) => [joined([postal_code, city]), joined([state])];
/** "London" then "SW1A 1AA": the post town, the county if given, the postcode on a line of its own. */
const cityThenPostcode = ({ city, state, postal_code }: Locality) => [joined([city]), joined([state]), joined([postal_code])];

const LAYOUTS: Record<string, (locality: Locality) => string[]> = {
  US: cityCommaStatePostcode,
  PR: cityCommaStatePostcode,
  GU: cityCommaStatePostcode,
  VI: cityCommaStatePostcode,
  AS: cityCommaStatePostcode,
  MP: cityCommaStatePostcode,
  CA: cityStatePostcode,
  AU: cityStatePostcode,
  GB: cityThenPostcode,
  IE: cityThenPostcode,
  IM: cityThenPostcode,
  JE: cityThenPostcode,
  GG: cityThenPostcode,
};

// Continental Europe and most of Latin America write the postcode before the town.
const POSTCODE_FIRST =
  'AD AT AX BA BE BG BR CH CL CY CZ DE DK EE ES FI FO FR GL GR HR HU IS IT LI LT LU MC ME MK MX NL NO PL PT RO RS SE SI SK SM TR VA AR'.split(' ');
for (const code of POSTCODE_FIRST) LAYOUTS[code] = postcodeCity;

/** Countries not listed above: the town, the region and the postcode on one line, which any post reads. */
const fallback = cityStatePostcode;

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in a language ("DE" → "Germany", "Deutschland"), or the code itself when it is not one. */
export function countryName(code: string, locale = 'en'): string {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * The address as it goes on the parcel, one line each, empty parts left out: the name, the
 * street lines, the town and postcode as the country writes them, and the country's name (in `locale`).
 */
export function addressLines(address: PostalAddress, locale = 'en'): string[] {
  const layout = LAYOUTS[address.country.toUpperCase()] ?? fallback;
  return [address.name, address.line1, address.line2 ?? '', ...layout(address), countryName(address.country, locale)]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
