/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorName, OperatorPhone, OperatorTaxIds } from '../../components/operator-details';

/** Das Impressum: Angaben nach § 5 DDG und § 18 Abs. 2 MStV. Verbindliche Fassung (ADR 033). */
const intro = <p>Angaben zum Anbieter dieser Website gemäß § 5 Digitale-Dienste-Gesetz (DDG).</p>;

const sections: readonly LegalSection[] = [
  {
    id: 'provider',
    title: 'Anbieter',
    content: (
      <>
        <p>Kritzel wird von einem Einzelunternehmen angeboten, das nicht im Handelsregister eingetragen ist. Anschrift des Unternehmens:</p>
        <OperatorAddress withEmail={false} />
        <p>
          Vertreten durch den Inhaber bzw. die Inhaberin: <OperatorName />.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Kontakt',
    content: (
      <>
        <p>
          E-Mail: <OperatorEmail />
        </p>
        <OperatorPhone />
        <p>
          Oder nutzen Sie unser <Link href="/contact">Kontaktformular</Link>; wir antworten innerhalb von 24 Stunden.
        </p>
      </>
    ),
  },
  {
    id: 'tax',
    title: 'Steuerliche Angaben',
    content: <OperatorTaxIds />,
  },
  {
    id: 'responsible',
    title: 'Verantwortlich für den Inhalt',
    content: (
      <p>
        Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV): <OperatorName />, Anschrift wie oben.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Haftung für Inhalte und Links',
    content: (
      <>
        <p>
          Wir erstellen die Inhalte dieser Seiten mit Sorgfalt, können aber nicht garantieren, dass sie jederzeit vollständig und aktuell sind. Die Ergebnisse,
          die Kritzel zeigt, sind Einschätzungen, keine medizinische oder psychologische Beratung.
        </p>
        <p>
          Unsere Seiten verlinken auf andere Websites, deren Inhalte wir nicht beherrschen; für sie sind deren Anbieter verantwortlich. Wir haben verlinkte
          Seiten beim Setzen der Links geprüft und entfernen einen Link, sobald wir erfahren, dass sein Inhalt rechtswidrig ist.
        </p>
      </>
    ),
  },
  {
    id: 'copyright',
    title: 'Urheberrecht',
    content: (
      <p>
        Die Texte, Illustrationen, Videos und die Software von Kritzel sind urheberrechtlich geschützt und gehören dem Betreiber. Die Zeichnungen der Kinder
        gehören den Familien, die sie hochladen.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Verbraucherstreitbeilegung',
    content: (
      <p>
        Informationen der Europäischen Kommission zur Online-Streitbeilegung finden Sie unter{' '}
        <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
          {EU_ODR_URL}
        </a>
        . Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Wenn
        etwas schiefgelaufen ist, schreiben Sie uns bitte: Wir lösen es lieber direkt mit Ihnen.
      </p>
    ),
  },
  {
    id: 'jurisdiction',
    title: 'Gerichtsstand',
    content: (
      <p>
        Es gilt deutsches Recht. Soweit gesetzlich zulässig, sind die Gerichte in Hamburg zuständig. Die zwingenden Verbraucherschutzvorschriften des Landes, in
        dem Sie leben, bleiben unberührt.
      </p>
    ),
  },
  {
    id: 'accessibility',
    title: 'Barrierefreiheit',
    content: (
      <p>
        Kritzel soll die Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA erfüllen: Jede Seite lässt sich mit Tastatur und Screenreader bedienen und
        hat gut lesbare Kontraste. Wenn Ihnen etwas schwerfällt, <Link href="/contact">sagen Sie es uns</Link> bitte; wir beheben es oder helfen Ihnen auf
        anderem Weg.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Aktualisierungen',
    content: <p>Wir aktualisieren dieses Impressum, sobald sich die Angaben zum Anbieter ändern. Das Datum oben zeigt die letzte Änderung.</p>,
  },
];

export const content: LegalContent = { intro, sections };
