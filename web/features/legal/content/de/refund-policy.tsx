/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorPhone } from '../../components/operator-details';

/**
 * Die Widerrufsbelehrung (Muster nach Anlage 1 und 2 zu Art. 246a EGBGB) mit dem Erlöschen bei
 * digitalen Inhalten (§ 356 Abs. 5 BGB), dem Ausschluss für Andenken (§ 312g Abs. 2 Nr. 1 BGB) und
 * den freiwilligen Zusagen von Kritzel. Verbindliche Fassung (ADR 033).
 */
const intro = (
  <p>
    Wir möchten, dass jede Familie mit Kritzel zufrieden ist. Für Entwicklungspläne haben Sie zwei Wege, Ihr Geld zurückzubekommen: das gesetzliche 14-tägige
    Widerrufsrecht und zusätzlich unsere freiwillige 30-Tage-Geld-zurück-Garantie. Andenken werden eigens für Sie angefertigt; für sie gelten deshalb andere
    Regeln.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'withdrawal',
    title: 'Widerrufsrecht',
    content: (
      <>
        <p>
          Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag
          des Vertragsschlusses; bei einem Entwicklungsplan ist das der Tag des Kaufs.
        </p>
        <p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns</p>
        <OperatorAddress />
        <OperatorPhone />
        <p>
          mittels einer eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief, eine E-Mail oder unser Kontaktformular) über Ihren Entschluss,
          diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben
          ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist
          absenden.
        </p>
        <h3>Folgen des Widerrufs</h3>
        <p>
          Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn
          Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden
          wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes
          vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.
        </p>
        <p>
          Haben Sie verlangt, dass die Dienstleistungen Ihres Plans (die Rückmeldungen und Checkpoints) während der Widerrufsfrist beginnen sollen, so haben Sie
          uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich
          dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen
          entspricht. Bearbeitungsgebühren ziehen wir bei einem Widerruf nie ab.
        </p>
        <h3>Vorzeitiges Erlöschen bei digitalen Inhalten</h3>
        <p>
          Bei einem Vertrag über digitale Inhalte, die nicht auf einem körperlichen Datenträger bereitgestellt werden, erlischt Ihr Widerrufsrecht vorzeitig
          nur, wenn wir mit der Vertragserfüllung begonnen haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir vor Ablauf der Widerrufsfrist damit
          beginnen, Sie Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit Beginn der Vertragserfüllung erlischt, und wir Ihnen darüber eine
          Bestätigung zur Verfügung gestellt haben (§ 356 Abs. 5 BGB). Fehlt eine dieser Voraussetzungen, bleibt es bei den vollen 14 Tagen.
        </p>
      </>
    ),
  },
  {
    id: 'guarantee',
    title: '30-Tage-Geld-zurück-Garantie für Entwicklungspläne',
    content: (
      <>
        <p>
          Zusätzlich zu Ihrem Widerrufsrecht und ohne es einzuschränken gilt für jeden Entwicklungsplan unsere freiwillige 30-Tage-Geld-zurück-Garantie: Wenn
          der Plan nicht zu Ihrer Familie passt, können Sie innerhalb von 30 Tagen nach dem Kauf aus beliebigem Grund eine Erstattung verlangen.
        </p>
        <p>
          Erstattungen aus der Garantie umfassen keine bereits genutzten Teile des Plans (Wochen, deren Rückmeldung oder Checkpoint-Ergebnisse schon geliefert
          wurden) und können daher anteilig ausfallen. Bearbeitungsgebühren des Zahlungsdienstleisters können abgezogen werden.
        </p>
      </>
    ),
  },
  {
    id: 'keepsakes',
    title: 'Andenken und individuell bedruckte Waren',
    content: (
      <>
        <p>
          Rahmen und T-Shirts werden nach Ihrer Bestellung mit der Zeichnung Ihres Kindes bedruckt. Für sie besteht kein Widerrufsrecht: Es gilt nicht für
          Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch die Verbraucherin oder den Verbraucher
          maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB). Bestellungen individuell bedruckter
          Waren sind daher endgültig. Individuell bedruckte Artikel in gutem Zustand und digitale Downloads nach der Lieferung werden nicht erstattet.
        </p>
        <p>Das gilt nicht für Ware, die beschädigt, fehlerhaft oder gar nicht ankommt (nächster Abschnitt).</p>
      </>
    ),
  },
  {
    id: 'defects',
    title: 'Mängel und Versandprobleme',
    content: (
      <>
        <ul>
          <li>Bitte melden Sie einen Mangel an individuell bedruckter Ware innerhalb von 30 Tagen nach der Lieferung, wenn möglich mit einem Foto.</li>
          <li>
            Bitte melden Sie ein Versandproblem (ein Paket, das verspätet, verloren oder beschädigt ist) innerhalb von 7 Tagen nach dem erwarteten Liefertermin.
          </li>
        </ul>
        <p>Wir ersetzen den Artikel dann oder erstatten den Preis, ganz wie Sie möchten.</p>
        <p>
          Diese Meldefristen helfen uns, Fehler schnell zu beheben; Ihre gesetzlichen Rechte verkürzen sie nicht. Nach EU-Recht haben Sie bei Waren eine
          zweijährige gesetzliche Gewährleistung: War ein Artikel bei der Lieferung mangelhaft, können Sie zwei Jahre ab Lieferung Nacherfüllung (Reparatur oder
          Ersatz), Minderung oder Rücktritt mit Erstattung verlangen.
        </p>
      </>
    ),
  },
  {
    id: 'request',
    title: 'So beantragen Sie eine Erstattung',
    content: (
      <>
        <p>
          Nutzen Sie das <Link href="/contact">Kontaktformular</Link> (Kategorie für Zahlungsfragen) oder schreiben Sie an <OperatorEmail />. Bitte nennen Sie
          im Betreff Ihre Bestellnummer, zum Beispiel „Erstattung – Bestellung 1a2b3c4d“, und teilen Sie uns die E-Mail-Adresse Ihres Kritzel-Kontos und bei
          einem Mangel oder Versandproblem mit, was passiert ist.
        </p>
        <p>Die Bestellnummer finden Sie auf der Seite Ihrer Bestellung, die Sie über die Liste Ihrer Bestellungen in Ihrem Dashboard erreichen.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Prüfung und Bearbeitungszeiten',
    content: (
      <ul>
        <li>Wir prüfen jede Erstattungsanfrage innerhalb von 2–3 Werktagen und teilen Ihnen das Ergebnis mit.</li>
        <li>Genehmigte Erstattungen werden innerhalb von 5–7 Werktagen bearbeitet (bei Banküberweisungen bis zu 10 Tage).</li>
        <li>Das Geld geht an das ursprüngliche Zahlungsmittel zurück, in der ursprünglichen Währung.</li>
        <li>Ihre Bank braucht unter Umständen ein paar Tage länger, bis es auf Ihrem Kontoauszug erscheint.</li>
      </ul>
    ),
  },
  {
    id: 'model-form',
    title: 'Muster-Widerrufsformular',
    content: (
      <>
        <p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>
        <p>An:</p>
        <OperatorAddress />
        <ul>
          <li>
            Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*) / die Erbringung der folgenden
            Dienstleistung (*):
          </li>
          <li>Bestellt am (*) / erhalten am (*):</li>
          <li>Name des/der Verbraucher(s):</li>
          <li>Anschrift des/der Verbraucher(s):</li>
          <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):</li>
          <li>Datum:</li>
        </ul>
        <p>(*) Unzutreffendes streichen.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Kontakt',
    content: (
      <>
        <p>Fragen zu einer Zahlung oder Erstattung? Wir helfen gern:</p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
