/**
 * Every ISO 3166-1 alpha-2 country we can ship to ("worldwide shipping included"), without the
 * uninhabited territories (Antarctica, Bouvet Island, Heard Island, US Minor Outlying Islands).
 * Names come from the browser's Intl data, so the list needs no translations of its own.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM ' +
  'MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR ' +
  'PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH ' +
  'TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

export interface Country {
  code: string;
  name: string;
}

/** The countries sorted by their names in the page's language, as a select lists them. */
export function countries(locale = 'en'): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The parent's own country from the browser's language ("en-GB" → "GB"), if we ship there. */
export function likelyCountry(languages: readonly string[]): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && COUNTRY_CODES.includes(region)) return region;
    } catch {
      // A malformed language tag says nothing about the country.
    }
  }
  return '';
}
