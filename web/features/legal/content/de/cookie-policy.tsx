/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { CookieSettingsButton } from '../../components/cookie-settings-button';
import { CategoryList, StoredItemList } from '../../components/cookie-lists';
import { storedItems } from '../stored-items';

/** Die Cookie-Richtlinie nach § 25 TDDDG, verbindliche Fassung (ADR 033). Was Kritzel heute im Browser speichert (die Fakten: ../stored-items.ts). */
const STORED_ITEMS = storedItems('de', {
  kinds: { cookie: 'Cookie', localStorage: 'Local Storage', sessionStorage: 'Session Storage' },
  items: {
    session: {
      purpose: 'Hält Sie angemeldet. Nur unser Server kann es lesen.',
      lasts: (lifetime) => `${lifetime}, verlängert sich, solange Sie Kritzel nutzen; wird beim Abmelden entfernt`,
    },
    consent: { purpose: 'Merkt sich Ihre Entscheidung im Cookie-Banner.', lasts: 'Bis Sie sie ändern oder die Daten dieser Website löschen' },
    keepsake: {
      purpose: 'Bewahrt das Andenken, das Sie gerade gestalten (Bild, Größe, Farbe), falls Sie die Kasse vor dem Bezahlen verlassen.',
      lasts: 'Bis Sie den Tab schließen',
    },
    language: {
      purpose:
        'Merkt sich die Sprache, die Sie mit der Sprachauswahl gewählt haben, damit jede Seite in ihr öffnet. Wird nur gesetzt, wenn Sie eine Sprache wählen.',
      lasts: (lifetime) => `${lifetime} oder bis Sie die Daten dieser Website löschen`,
    },
    sso: {
      name: 'Anmeldung über einen anderen Anbieter',
      purpose: 'Nur bei Single Sign-on: schützt den Weg zu diesem Anbieter und zurück vor Fälschung.',
      lasts: 'Wenige Minuten',
    },
  },
});

/** Die vier Kategorien des Cookie-Banners, wie das Banner sie beschreibt. */
const CATEGORIES = [
  { name: 'Notwendig', description: 'Halten Sie angemeldet, schützen Ihre Zahlung und merken sich diese Auswahl. Ohne sie funktioniert Kritzel nicht.' },
  {
    name: 'Leistung',
    description:
      'Würden Besuche zählen und messen, wie schnell Seiten laden, ohne uns zu verraten, wer Sie sind, damit wir langsame Seiten verbessern können. Kritzel verwendet heute keine.',
  },
  {
    name: 'Funktional',
    description:
      'Würden freiwillige Einstellungen speichern und Extras wie eingebettete Hilfevideos von einer anderen Website ermöglichen. Kritzel verwendet heute keine.',
  },
  {
    name: 'Marketing',
    description: 'Würden Werbepartnern erlauben, Kampagnen zu messen und Angebote von Kritzel auf anderen Websites zu zeigen. Kritzel verwendet heute keine.',
  },
] as const;

const intro = (
  <>
    <p>
      Diese Richtlinie erklärt, welche Cookies und ähnlichen Browserspeicher Kritzel verwendet und wie Sie über den Rest entscheiden. Kurz gesagt: Heute setzt
      Kritzel nur, was es zum Funktionieren braucht, und alles andere wird erst geladen, wenn Sie es erlauben.
    </p>
    <div>
      <CookieSettingsButton />
    </div>
  </>
);

const sections: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'Was Cookies sind',
    content: (
      <p>
        Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Local Storage und Session Storage funktionieren ähnlich. Diese Richtlinie
        nennt sie alle „Cookies“. Für das Speichern und Auslesen solcher Informationen auf Ihrem Gerät gilt § 25 des
        Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG): Es braucht Ihre Einwilligung, es sei denn, es ist unbedingt erforderlich, um einen
        Dienst bereitzustellen, den Sie ausdrücklich gewünscht haben.
      </p>
    ),
  },
  {
    id: 'categories',
    title: 'Cookie-Kategorien',
    content: (
      <>
        <p>Wir teilen Cookies in vier Kategorien ein. Nur notwendige Cookies werden verwendet, ohne Sie zu fragen (§ 25 Abs. 2 Nr. 2 TDDDG).</p>
        <CategoryList categories={CATEGORIES} />
        <p>
          Auch das Sprach-Cookie merkt sich eine Wahl, aber nur die, die Sie selbst mit der Sprachauswahl getroffen haben. Weil es nichts anderes tut als das,
          was Sie verlangt haben, ist es für diesen Dienst unbedingt erforderlich und braucht keine Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG); es gehört nicht zu
          den freiwilligen funktionalen Cookies.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-set',
    title: 'Was Kritzel heute setzt',
    content: (
      <>
        <p>Alles, was Kritzel in Ihrem Browser speichert, ist notwendig:</p>
        <StoredItemList items={STORED_ITEMS} labels={{ name: 'Name', kind: 'Art', purpose: 'Zweck', lasts: 'Speicherdauer' }} />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Cookies von Drittanbietern',
    content: (
      <ul>
        <li>
          <strong>Analysedienst:</strong> Kritzel verwendet heute keinen. Sollten wir je einen einsetzen, wäre er ein Leistungs-Cookie und würde erst geladen,
          nachdem Sie diese Kategorie erlaubt haben.
        </li>
        <li>
          <strong>Zahlungsdienstleister:</strong> Wenn Kartenzahlungen über Stripe laufen, setzt dessen Zahlungsformular während des Bezahlens eigene Cookies,
          um Betrug zu verhindern. Sie sind für die Zahlung notwendig und erscheinen nur auf den Zahlungsseiten.
        </li>
        <li>
          <strong>Cloud-Speicher:</strong> Fotos werden über kurzlebige private Links aus unserem Speicher geladen, die keine Cookies setzen.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choice',
    title: 'Ihre Entscheidung',
    content: (
      <>
        <p>
          Bei Ihrem ersten Besuch bietet ein Banner drei Möglichkeiten: <strong>Alle akzeptieren</strong>, <strong>Nur notwendige</strong> oder{' '}
          <strong>Anpassen</strong>, um Kategorie für Kategorie zu entscheiden. Ihre Entscheidung wird in diesem Browser auf diesem Gerät gespeichert, und
          nichts Freiwilliges wird geladen, bevor Sie sie getroffen haben.
        </p>
        <p>
          Sie können sie jederzeit ändern, mit „Cookie-Einstellungen“ in der Fußzeile oder oben auf dieser Seite. Eine erteilte Einwilligung können Sie dort
          ebenso einfach widerrufen, wie Sie sie erteilt haben.
        </p>
      </>
    ),
  },
  {
    id: 'browser-settings',
    title: 'Browsereinstellungen',
    content: (
      <p>
        In jedem Browser können Sie Cookies und Websitedaten ansehen, blockieren und löschen, meist unter Einstellungen → Datenschutz. Wenn Sie die Websitedaten
        von Kritzel löschen, werden Sie abgemeldet und das Cookie-Banner erscheint wieder.
      </p>
    ),
  },
  {
    id: 'disabling',
    title: 'Wenn Sie Cookies deaktivieren',
    content: (
      <p>
        Ohne das notwendige Anmelde-Cookie können Sie sich nicht anmelden, dann funktionieren Dashboard, Pläne und Käufe nicht; die öffentlichen Seiten und die
        kostenlose Analyse funktionieren weiterhin. Wenn Sie die freiwilligen Kategorien abschalten, ändert sich heute nichts Sichtbares.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Änderungen und Kontakt',
    content: (
      <p>
        Wenn wir je ein Cookie hinzufügen, aktualisieren wir zuerst diese Richtlinie und ihr Datum und bitten um Ihre Einwilligung, wo sie nötig ist. Fragen?
        Nutzen Sie das <Link href="/contact">Kontaktformular</Link> oder lesen Sie die <Link href="/privacy-policy">Datenschutzerklärung</Link>.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
