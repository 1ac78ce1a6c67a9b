/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorName } from '../../components/operator-details';
import { PlanPrice } from '../../components/plan-price';

/** Die Allgemeinen Geschäftsbedingungen nach deutschem Recht, verbindliche Fassung (ADR 033); zwölf Abschnitte wie in der Spezifikation. */
const intro = (
  <p>
    Diese Allgemeinen Geschäftsbedingungen (AGB) sind die Vereinbarung zwischen Ihnen und dem Betreiber von Kritzel („wir“, „uns“) über die Nutzung von Kritzel.
    Wir haben sie so kurz und klar gehalten, wie das Gesetz es zulässt. Nichts darin schränkt die Rechte ein, die Ihnen als Verbraucherin oder Verbraucher nach
    zwingendem Recht zustehen.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Geltung und Vertragsschluss',
    content: (
      <>
        <p>
          Wenn Sie ein Konto anlegen, eine kostenlose Analyse durchführen oder etwas kaufen, gelten diese AGB und für Käufe unsere{' '}
          <Link href="/refund-policy">Widerrufsbelehrung</Link>. Wie wir mit Daten umgehen, erklärt die <Link href="/privacy-policy">Datenschutzerklärung</Link>
          . Kritzel wird angeboten von <OperatorName />, einem Einzelunternehmen in Hamburg. Wenn Sie nicht einverstanden sind, nutzen Sie Kritzel bitte nicht.
        </p>
        <p>
          Was der Shop und die Planseiten zeigen, ist noch kein verbindliches Angebot. Mit dem Klick auf die Schaltfläche zum Bezahlen geben Sie ein
          verbindliches Angebot zum Kauf ab; der Vertrag kommt zustande, wenn wir es annehmen, indem wir Ihren Plan freischalten oder Ihre Bestellung
          bestätigen. Sie erhalten eine Quittung per E-Mail; diese AGB sind auf dieser Seite jederzeit abrufbar. Der Vertrag kann auf Deutsch, Englisch oder
          Spanisch geschlossen werden; verbindlich ist die deutsche Fassung dieser AGB.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Leistungsbeschreibung',
    content: (
      <>
        <p>Kritzel ist ein Webdienst für Eltern und pädagogische Fachkräfte von Kindern zwischen 3 und 10 Jahren. Er bietet:</p>
        <ul>
          <li>eine kostenlose Zeichenanalyse: eine Einschätzung der Zeichenstufe und des Zeichenalters eines Kindes anhand des Fotos einer Zeichnung;</li>
          <li>
            einen kostenpflichtigen 26-Wochen-Entwicklungsplan für <PlanPrice />, einmalig bezahlt: 26 wöchentliche Zeichenaufgaben (eine pro Woche), eine
            Rückmeldung zu jeder Einsendung, sechs Checkpoints (alle 4 Wochen einer) und eine Übersicht über die Fortschritte;
          </li>
          <li>Andenken aus den Zeichnungen eines Kindes (ein digitaler Bilderrahmen und ein T-Shirt mit eigenem Motiv), mit weltweitem Versand inklusive.</li>
        </ul>
        <p>
          Jedes Ergebnis ist eine Einschätzung auf Grundlage von Zeichnungen, die immer nur einen Moment festhalten. Kritzel ist kein Diagnoseinstrument und
          keine medizinische, psychologische oder pädagogische Beratung. Wenn Sie sich Sorgen um die Entwicklung Ihres Kindes machen, sprechen Sie bitte mit
          Ihrer Kinderärztin oder Ihrem Kinderarzt.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Konto und Verantwortung',
    content: (
      <>
        <p>
          Ein eigenes Konto können Sie ab 18 Jahren eröffnen; wer jünger ist, braucht die Einwilligung eines Elternteils oder einer sorgeberechtigten Person,
          und für eine Person unter 13 Jahren brauchen wir eine nachprüfbare Einwilligung der Eltern, bevor personenbezogene Daten erhoben werden. Kinder
          erhalten keine Konten: Das Konto führt der Elternteil oder die sorgeberechtigte Person und nutzt Kritzel gemeinsam mit dem Kind.
        </p>
        <p>
          Machen Sie wahre Angaben, behalten Sie Ihr Passwort für sich und sagen Sie uns sofort Bescheid, wenn Sie glauben, dass jemand anderes Ihr Konto
          genutzt hat. Für das, was in Ihrem Konto geschieht, sind Sie verantwortlich.
        </p>
      </>
    ),
  },
  {
    id: 'parental-consent',
    title: 'Einwilligung der Eltern und Kinderschutz',
    content: (
      <>
        <p>
          Bei der Registrierung bestätigen Sie, dass Sie Elternteil oder gesetzlich sorgeberechtigt für das Kind sind, dessen Zeichnungen und Aufnahmen Sie
          hochladen, dass Sie mindestens 18 Jahre alt sind und dass Sie in deren Verarbeitung wie in der Datenschutzerklärung beschrieben einwilligen. Laden Sie
          nur Werke Ihres eigenen Kindes hoch (oder eines Kindes, für das Sie sorgeberechtigt sind).
        </p>
        <p>
          Sie können diese Einwilligung jederzeit widerrufen, auch eine Einwilligung für ein Kind unter 13 Jahren: Löschen Sie einen Plan oder Ihr ganzes Konto
          auf Ihrer Kontoseite oder schreiben Sie uns. Wir löschen dann die Daten Ihres Kindes wie in der Datenschutzerklärung beschrieben. Um Werke Ihres
          Kindes an einen externen KI-Anbieter zu senden, braucht es eine gesonderte Einwilligung, die Sie ebenfalls jederzeit widerrufen können.
        </p>
        <p>
          Die Zeichnungen, Aufnahmen und Ergebnisse Ihres Kindes werden nie zum Training von KI-Modellen verwendet, nie verkauft und nie für Werbung genutzt.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Zulässige Nutzung',
    content: (
      <>
        <p>Bitte nutzen Sie Kritzel nur für das, wofür es gemacht ist. Insbesondere dürfen Sie nicht:</p>
        <ul>
          <li>
            etwas anderes hochladen als Kinderzeichnungen und die Aufnahmen Ihrer Sitzungen, oder Inhalte, die rechtswidrig oder verletzend sind oder die Sie
            nicht teilen dürfen;
          </li>
          <li>Fotos hochladen, die Gesichter oder andere persönliche Angaben anderer Menschen zeigen;</li>
          <li>versuchen, auf die Daten anderer Familien zuzugreifen, Sicherheitsmaßnahmen oder Nutzungsgrenzen zu umgehen oder den Dienst zu überlasten;</li>
          <li>den Dienst oder seine Inhalte automatisiert kopieren oder den Zugang weiterverkaufen.</li>
        </ul>
        <p>Inhalte, die gegen diese Regeln verstoßen, dürfen wir entfernen.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Rechte an Inhalten',
    content: (
      <p>
        Die Zeichnungen Ihres Kindes bleiben Ihre. Sie erlauben uns, sie zu speichern, zu verarbeiten und anzuzeigen, nur soweit es nötig ist, um Ihnen Kritzel
        bereitzustellen: für die Analyse, den Plan und seine Rückmeldungen und um die Andenken herzustellen, die Sie bestellen. Diese Erlaubnis endet, wenn Sie
        die Zeichnung oder Ihr Konto löschen. Die Software, die Aufgaben, Texte, Illustrationen und die Marke Kritzel gehören uns; Sie dürfen sie nur innerhalb
        des Dienstes nutzen.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Preise und Bezahlung',
    content: (
      <>
        <p>
          Der Entwicklungsplan wird einmalig bezahlt, er ist kein Abonnement. Die Preise der Andenken enthalten den weltweiten Versand. Die Preise werden vor
          dem Bezahlen in US-Dollar angezeigt und per Karte über unseren Zahlungsdienstleister eingezogen. Es sind Endpreise: Sie enthalten die gegebenenfalls
          anfallende Umsatzsteuer, beim Bezahlen kommt nichts hinzu. Gutscheine, die wir zum Beispiel an Testerinnen und Tester ausgeben, haben keinen Geldwert.
        </p>
        <p>Wir können Preise mit einer Frist von 30 Tagen ändern. Eine Änderung betrifft nie etwas, das Sie bereits gekauft haben.</p>
        <p>
          Wenn Sie eine Zahlung bei Ihrer Bank oder Ihrem Kartenaussteller zurückbuchen lassen (Chargeback), können wir Ihr Konto sperren, bis die Angelegenheit
          geklärt ist. Bitte sprechen Sie vorher mit uns: Die <Link href="/refund-policy">Widerrufsbelehrung</Link> erklärt Ihr 14-tägiges Widerrufsrecht und
          unsere 30-Tage-Geld-zurück-Garantie.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Verfügbarkeit',
    content: (
      <p>
        Wir streben an, dass Kritzel zu 99,9 % der Zeit erreichbar ist, können das aber nicht garantieren: Wartung, Updates und Störungen außerhalb unseres
        Einflusses können den Dienst unterbrechen. Über geplante Wartungen informieren wir Sie vorab, wo wir können. Wir dürfen Funktionen verbessern und
        ändern, solange der Plan, den Sie gekauft haben, im Wesentlichen erhalten bleibt.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Haftung',
    content: (
      <>
        <p>
          Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem
          Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.
        </p>
        <p>
          Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Pflicht verletzen, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt
          erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (Kardinalpflicht), und dann nur für den vertragstypischen, vorhersehbaren
          Schaden. Im Übrigen ist unsere Haftung für leichte Fahrlässigkeit ausgeschlossen. Weil die Ergebnisse Einschätzungen und keine Beratung sind, haften
          wir nicht für Entscheidungen, die allein auf sie gestützt werden.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Kündigung und Sperrung',
    content: (
      <>
        <p>Sie können Kritzel jederzeit nicht mehr nutzen und Ihr Konto auf Ihrer Kontoseite löschen.</p>
        <p>
          Wir können ein Konto sperren oder kündigen, das schwer oder wiederholt gegen diese AGB verstößt, für Betrug genutzt wird oder wo das Gesetz es
          verlangt; eine Rückbuchung kann zu einer Sperre führen, bis die Angelegenheit geklärt ist. Außer in dringenden Fällen warnen wir Sie vorher und nennen
          den Grund. Beenden wir einen bezahlten Plan ohne einen Grund, den Sie zu vertreten haben, erstatten wir den nicht genutzten Teil.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Anwendbares Recht',
    content: (
      <>
        <p>
          Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts (CISG). Wenn Sie als Verbraucherin oder Verbraucher in einem anderen Land leben, gelten für
          Sie weiterhin die zwingenden Verbraucherschutzvorschriften dieses Landes. Soweit gesetzlich zulässig, sind die Gerichte in Hamburg zuständig.
        </p>
        <p>
          Informationen der Europäischen Kommission zur Online-Streitbeilegung für Verbraucher finden Sie unter{' '}
          <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
            {EU_ODR_URL}
          </a>
          . Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen; schreiben Sie uns
          bitte, und wir finden gemeinsam eine Lösung.
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
          Fragen zu diesen AGB? Nutzen Sie das <Link href="/contact">Kontaktformular</Link> oder schreiben Sie an:
        </p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
