/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail } from '../../components/operator-details';

/**
 * Die Datenschutzerklärung nach Art. 13 und 14 DSGVO, verbindliche Fassung (ADR 033). Fristen und
 * Abläufe wie Kritzel sie tatsächlich umsetzt (ADR 015, 016, 027; RETENTION in contracts/account.ts).
 */
const intro = (
  <p>
    Kritzel hilft Ihnen, die Zeichenentwicklung Ihres Kindes zu begleiten. Damit vertrauen Sie uns einiges vom Persönlichsten an, das eine Familie hat: die
    Zeichnungen und die Stimme eines Kindes. Diese Datenschutzerklärung erklärt in einfachen Worten, was wir speichern, warum, wer es sonst sieht, wie lange wir
    es aufbewahren und wie Sie die Kontrolle behalten.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'Verantwortlicher',
    content: (
      <>
        <p>Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist der Betreiber von Kritzel, ein Einzelunternehmen in Hamburg:</p>
        <OperatorAddress />
        <p>
          Kritzel hat keinen Datenschutzbeauftragten benannt: Für ein Unternehmen dieser Größe schreibt das Gesetz keinen vor. Bitte schreiben Sie direkt an den
          Betreiber; jede Frage zu Ihren Daten wird persönlich beantwortet.
        </p>
      </>
    ),
  },
  {
    id: 'collection',
    title: 'Welche Daten wir verarbeiten',
    content: (
      <>
        <h3>Über Sie als Elternteil oder sorgeberechtigte Person</h3>
        <ul>
          <li>
            Ihr Konto: Name, E-Mail-Adresse und ein Passwort, das wir nur als Einweg-Hash speichern. Wenn Sie sich über einen anderen Anbieter anmelden (Single
            Sign-on), erhalten wir Ihren Namen und Ihre E-Mail-Adresse stattdessen von diesem Anbieter.
          </li>
          <li>
            Ihre Einwilligungen: dass Sie Elternteil oder sorgeberechtigte Person des Kindes und mindestens 18 Jahre alt sind, Ihre Einwilligung in die
            Verarbeitung der Zeichnungen und Aufnahmen Ihres Kindes und Ihre Entscheidung zum externen KI-Anbieter, jeweils mit Zeitpunkt und der Version der
            Datenschutzerklärung, die Sie gesehen haben.
          </li>
          <li>Anmeldesitzungen: IP-Adresse und Browser jeder Sitzung, um Ihr Konto zu schützen und wiederholte Anmeldeversuche zu begrenzen.</li>
          <li>
            Käufe: was Sie wann gekauft haben, der Betrag, der Zahlungsstatus und die Referenz des Zahlungsdienstleisters. Bestellungen von Andenken enthalten
            außerdem die Lieferadresse und das gewählte Bild.
          </li>
          <li>Nachrichten, die Sie uns über das Kontakt- oder Hilfeformular senden.</li>
          <li>Die Sprache, in der Sie Kritzel lesen, wenn Sie angemeldet eine wählen, damit E-Mails, Erinnerungen und Berichte in dieser Sprache kommen.</li>
        </ul>
        <h3>Über Ihr Kind</h3>
        <ul>
          <li>
            Einen Vornamen oder Spitznamen (einen vollständigen Namen brauchen wir nicht) und das Alter Ihres Kindes in Monaten, berechnet aus dem Geburtsmonat
            und -jahr, die Sie angeben (nach dem genauen Geburtsdatum fragen wir nie).
          </li>
          <li>Fotos von Zeichnungen, die Sie hochladen: für die kostenlose Analyse, für jede Wochenaufgabe und für die Checkpoints.</li>
          <li>Sprachaufnahmen aus interaktiven Sitzungen, wenn Sie aufnehmen möchten, und deren Abschriften, wenn ein KI-Anbieter sie erstellt.</li>
          <li>Ihre Beobachtungen zu einer Sitzung oder einer Zeichnung.</li>
          <li>
            Was Kritzel daraus ableitet: Rückmeldungen zu jeder Aufgabe, Checkpoint-Ergebnisse, kostenlose Analysen (ein geschätztes Zeichenalter mit seiner
            Spanne, Stärken und Übungsideen) und die gemessenen Merkmale jeder Zeichnung.
          </li>
        </ul>
        <h3>Fotodaten werden entfernt</h3>
        <p>
          Jedes Foto wird beim Eingang neu kodiert. Alles, was die Kamera in die Datei geschrieben hat (EXIF-Daten, darunter GPS-Standort, Datum und Gerät),
          wird entfernt, bevor das Foto gespeichert wird. Wir behalten die Zeichnung, nicht wo oder wann sie fotografiert wurde.
        </p>
        <h3>Ohne Konto</h3>
        <p>
          Die kostenlose Analyse funktioniert ohne Anmeldung. Ihre Zeichnung und, falls Sie Geburtsmonat und -jahr angegeben haben, das Alter Ihres Kindes in
          Monaten werden ohne Namen oder E-Mail-Adresse gespeichert und nach 30 Tagen gelöscht, es sei denn, Sie starten daraus einen Plan.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Wofür wir die Daten verwenden',
    content: (
      <>
        <ul>
          <li>
            Um den Dienst zu erbringen, den Sie gewünscht haben: die Zeichenstufe Ihres Kindes einschätzen, den 26-Wochen-Plan erstellen und anpassen, jede
            Aufgabe rückmelden, Checkpoints auswerten und die Fortschritte Ihres Kindes zeigen.
          </li>
          <li>Um Andenken herzustellen und zu versenden und um Zahlungen abzuwickeln.</li>
          <li>
            Um Ihre Nachrichten zu beantworten und die E-Mails zu senden, die Ihr Konto braucht (Registrierung, Sicherheitshinweise, Bestellstatus), sowie die
            Erinnerungen und Hinweise zu Ihrem Plan, die Sie auf Ihrer Kontoseite abschalten können.
          </li>
          <li>Um Kritzel sicher zu halten: wiederholte Anmeldeversuche und übermäßige Nutzung begrenzen und Missbrauch aufklären.</li>
          <li>Um die Unterlagen aufzubewahren, die das deutsche Steuerrecht verlangt.</li>
        </ul>
        <p>
          <strong>Die Daten Ihres Kindes werden nie zum Training von KI-Modellen verwendet</strong>, weder für unsere noch für die anderer. Wir verkaufen keine
          Daten, zeigen keine Werbung und bilden keine Profile für Marketingzwecke.
        </p>
        <p>
          Die Einschätzungen von Kritzel entstehen automatisiert, entscheiden aber nichts über Sie oder Ihr Kind: Sie haben keine rechtliche Wirkung und
          beeinträchtigen Sie nicht in ähnlich erheblicher Weise. Eine automatisierte Entscheidung im Sinne von Art. 22 DSGVO findet daher nicht statt. Es sind
          Hinweise zum Lesen, keine Diagnose.
        </p>
        <p>
          Für ein Konto müssen Sie Namen, E-Mail-Adresse und ein Passwort angeben; ohne sie können wir den Vertrag nicht schließen. Zeichnungen und Aufnahmen
          sind freiwillig, aber ohne Zeichnung hat Kritzel nichts zu analysieren.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Daten von Kindern',
    content: (
      <>
        <p>
          Kritzel wird von Eltern und Sorgeberechtigten genutzt, nicht von Kindern allein. Ein Konto darf nur eine erwachsene Person ab 18 Jahren führen oder
          jemand mit der Einwilligung eines Elternteils oder einer sorgeberechtigten Person. Für ein Kind unter 13 Jahren brauchen wir eine nachprüfbare
          Einwilligung der Eltern, bevor personenbezogene Daten über das Kind erhoben werden (Art. 8 DSGVO; der US-amerikanische Children's Online Privacy
          Protection Act).
        </p>
        <p>
          Diese Einwilligung holen wir bei der Registrierung ein: Sie bestätigen, dass Sie Elternteil oder gesetzlich sorgeberechtigt und mindestens 18 Jahre
          alt sind, und willigen in die Verarbeitung der Zeichnungen und Aufnahmen Ihres Kindes ein. Vorher wird nichts über ein Kind gespeichert. Sie handeln
          dabei für Ihr Kind. Wir erheben nur, was der Plan braucht, und Sie können Ihre Einwilligung jederzeit widerrufen (siehe „Ihre Rechte“); dann löschen
          wir die Daten Ihres Kindes.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Empfänger',
    content: (
      <>
        <p>
          Wir geben Daten nur an Dienstleister weiter, die sie in unserem Auftrag verarbeiten, auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28
          DSGVO) und nur so weit, wie die jeweilige Aufgabe es erfordert:
        </p>
        <ul>
          <li>
            <strong>KI-Anbieter (OpenAI oder OpenRouter), nur mit Ihrer gesonderten Einwilligung.</strong> Standardmäßig läuft jede Analyse auf dem eigenen
            Server von Kritzel. Ein externer KI-Anbieter wird nur genutzt, wenn diese Website einen eingerichtet hat <em>und</em> Sie dem gesondert zugestimmt
            haben (Sie werden einmal gefragt, vor dem ersten Hochladen, bei dem er genutzt würde, und können Ihre Antwort auf Ihrer Kontoseite ändern). Er
            erhält dann die Zeichnungen, Aufnahmen und Abschriften, die er analysiert, mit dem Alter Ihres Kindes in Monaten und der Aufgabe, aber nicht Ihren
            Namen, Ihre E-Mail-Adresse oder den Namen Ihres Kindes. Er verwendet sie nur, um die Analyse zu erstellen; nach seinen Bedingungen für
            Geschäftskunden werden Daten, die über seine Schnittstelle gesendet werden, nicht zum Training seiner Modelle verwendet. Ohne Ihre Einwilligung
            verlassen die Werke Ihres Kindes nie unsere Server.
          </li>
          <li>
            <strong>Zahlungsdienstleister (Stripe).</strong> Erhält, was eine Zahlung braucht: den Betrag, Ihre E-Mail-Adresse und die Kartendaten, die Sie in
            sein Zahlungsformular eingeben (Ihre vollständige Kartennummer sehen wir nie), bei Andenken auch die Versanddaten. Daten Ihres Kindes erhält er nie.
          </li>
          <li>
            <strong>Hosting und Speicher.</strong> Die Unternehmen, die Server, Datenbank und Dateispeicher dieser Website betreiben, speichern alles oben
            Genannte in unserem Auftrag, verschlüsselt übertragen, und dürfen es für nichts anderes verwenden.
          </li>
          <li>
            <strong>E-Mail-Versand.</strong> Der Dienst, der unsere E-Mails zustellt, erhält Ihre E-Mail-Adresse und die Nachricht.
          </li>
          <li>
            <strong>Personen, mit denen Sie einen Bericht teilen.</strong> Wenn Sie für einen Bericht einen Freigabelink erstellen, kann jede Person mit diesem
            Link den Bericht öffnen (Vorname und Alter Ihres Kindes, die Einschätzungen und kleine Bilder der Zeichnungen, nie Ihre E-Mail-Adresse oder das
            Geburtsdatum), bis der Link nach 7, 30 oder 90 Tagen abläuft oder Sie ihn abschalten. Jeder Aufruf wird mit Zeitpunkt und einer groben Beschreibung
            des Browsers protokolliert, ohne IP-Adresse.
          </li>
          <li>
            <strong>Herstellung von Andenken.</strong> Um ein T-Shirt zu bedrucken oder einen Rahmen vorzubereiten, werden das Bild und die Versanddaten dieser
            Bestellung nur für diese Bestellung verwendet.
          </li>
        </ul>
        <p>
          Einige dieser Anbieter sitzen außerhalb der EU, zum Beispiel in den USA (Drittländer). Übermittlungen dorthin stützen sich auf den
          Angemessenheitsbeschluss zum EU-US Data Privacy Framework (Art. 45 DSGVO) oder auf die Standardvertragsklauseln der Europäischen Kommission (Art. 46
          Abs. 2 lit. c DSGVO). An Behörden geben wir Daten nur weiter, wenn das Gesetz uns dazu verpflichtet.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Rechtsgrundlagen',
    content: (
      <ul>
        <li>Art. 6 Abs. 1 lit. b DSGVO, Vertragserfüllung: Ihr Konto, der Plan, Bestellungen von Andenken, Zahlungen und Support.</li>
        <li>
          Art. 6 Abs. 1 lit. a DSGVO, Einwilligung, die Sie als Träger der elterlichen Verantwortung erteilen (Art. 8 DSGVO): die Verarbeitung der Zeichnungen
          und Aufnahmen Ihres Kindes, der externe KI-Anbieter und nicht notwendige Cookies.
        </li>
        <li>Art. 6 Abs. 1 lit. c DSGVO, rechtliche Verpflichtung: Bestell- und Zahlungsunterlagen nach § 147 AO und § 257 HGB.</li>
        <li>Art. 6 Abs. 1 lit. f DSGVO, berechtigte Interessen: den Dienst sicher halten und Missbrauch verhindern.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Wie wir die Daten schützen',
    content: (
      <ul>
        <li>Alle Verbindungen sind verschlüsselt (HTTPS). Passwörter werden nur als Hash gespeichert.</li>
        <li>
          Fotos und Aufnahmen werden nur dem Elternteil ausgeliefert, zu dem sie gehören, nie über öffentliche Links; einzige Ausnahme sind die kleinen Bilder
          der Zeichnungen in einem Bericht, den Sie selbst über einen Freigabelink teilen.
        </li>
        <li>Jede hochgeladene Datei wird auf ihren tatsächlichen Dateityp geprüft und neu kodiert, bevor sie gespeichert wird.</li>
        <li>Unsere Protokolle enthalten nie Fotos, Aufnahmen, Abschriften, Passwörter oder Anmelde-Tokens.</li>
        <li>Nur der Betreiber kann den Verwaltungsbereich öffnen, und nur, um den Dienst zu betreiben und Ihnen zu helfen.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'Wie lange wir Daten speichern',
    content: (
      <ul>
        <li>
          Ihr Konto und die Pläne, Zeichnungen, Aufnahmen, Beobachtungen, Rückmeldungen, Checkpoint-Ergebnisse und Analysen Ihres Kindes: bis Sie sie oder Ihr
          Konto löschen.
        </li>
        <li>Anonyme Zeichnungen der kostenlosen Analyse (ohne Konto): 30 Tage.</li>
        <li>Datenexporte zum Herunterladen: 24 Stunden, dann wird die Datei gelöscht.</li>
        <li>
          Dateien, auf die kein Datensatz mehr verweist (zum Beispiel ein Foto, das vor dem Absenden ersetzt wurde): werden von einem täglichen Aufräumjob nach
          einem Tag entfernt.
        </li>
        <li>Anmeldesitzungen: Sie enden nach 30 Tagen ohne Nutzung oder sofort, wenn Sie sich überall abmelden oder Ihr Konto löschen.</li>
        <li>
          Bestell- und Zahlungsunterlagen: Dies sind Buchungsbelege, die wir nach deutschem Steuer- und Handelsrecht (§ 147 AO, § 257 HGB) bis zum Ende des
          achten Kalenderjahres nach dem Kauf aufbewahren müssen. Wenn Sie Ihr Konto löschen, behalten wir nur, was dafür nötig ist: Produkt, Preis, Datum,
          Zahlungs- und Versandstatus sowie Name, Postleitzahl und Land der Lieferadresse. Straße und Hausnummer, das Bild, einen auf das Produkt gedruckten
          Namen und unsere Versandnotizen löschen wir, und die Unterlagen sind nicht mehr mit Ihnen verknüpft. Ein täglicher Job löscht sie, wenn die Frist
          endet.
        </li>
        <li>
          Ein bezahltes Andenken, das beim Löschen Ihres Kontos noch nicht versandt ist: Wir stellen es trotzdem her und versenden es; bis zum Versand behalten
          wir, was dafür nötig ist (das Bild, den aufgedruckten Namen und die vollständige Lieferadresse), verknüpft mit der Bestellung und nicht mehr mit
          Ihnen. Nach dem Versand werden diese Angaben wie oben gelöscht. Geht eine Zahlung erst nach dem Löschen Ihres Kontos bei uns ein, erstatten wir sie,
          weil die Bestellung nicht mehr ausgeführt werden kann.
        </li>
        <li>Nachrichten an unseren Support: so lange, wie wir sie brauchen, um Ihnen zu helfen; auf Ihren Wunsch löschen wir sie früher.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Ihre Rechte',
    content: (
      <>
        <p>Nach der DSGVO haben Sie diese Rechte, für sich selbst und als Elternteil oder sorgeberechtigte Person auch für Ihr Kind:</p>
        <ul>
          <li>
            <strong>Auskunft und Kopie Ihrer Daten</strong> (Art. 15, 20): „Meine Daten herunterladen“ auf Ihrer Kontoseite erstellt eine ZIP-Datei mit allem,
            was Sie uns gegeben haben, und allem, was Kritzel daraus abgeleitet hat, einschließlich der Original-Zeichnungen und -Aufnahmen. Sie bleibt 24
            Stunden zum Herunterladen bereit.
          </li>
          <li>
            <strong>Berichtigung</strong> (Art. 16): Schreiben Sie uns, und wir korrigieren Ihren Namen oder Ihre E-Mail-Adresse.
          </li>
          <li>
            <strong>Löschung</strong> (Art. 17): „Mein Konto löschen“ auf Ihrer Kontoseite löscht Ihr Konto mit allen Plänen, Einsendungen, Aufnahmen, Analysen
            und Dateien und meldet Sie sofort überall ab. Sie können auch einen einzelnen Plan mit seinen Dateien löschen.
          </li>
          <li>
            <strong>Widerruf einer Einwilligung, jederzeit</strong> (Art. 7 Abs. 3): für die Daten Ihres Kindes, indem Sie den Plan oder Ihr Konto löschen oder
            uns schreiben; für den externen KI-Anbieter mit einem Schalter auf Ihrer Kontoseite. Der Widerruf macht die bis dahin erfolgte Verarbeitung nicht
            rechtswidrig.
          </li>
          <li>
            <strong>Einschränkung</strong> (Art. 18): Bitten Sie uns, die Verarbeitung auszusetzen.
          </li>
          <li>
            <strong>Widerspruchsrecht</strong> (Art. 21): Sie können einer Verarbeitung, die auf unseren berechtigten Interessen beruht (Art. 6 Abs. 1 lit. f
            DSGVO), jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei
            denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung
            oder Verteidigung von Rechtsansprüchen.
          </li>
          <li>
            <strong>Beschwerde</strong> (Art. 77): Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren. Für uns zuständig ist der Hamburgische
            Beauftragte für Datenschutz und Informationsfreiheit (HmbBfDI), Ludwig-Erhard-Straße 22, 20459 Hamburg,{' '}
            <a href="https://datenschutz-hamburg.de" target="_blank" rel="noopener noreferrer">
              datenschutz-hamburg.de
            </a>
            .
          </li>
        </ul>
        <p>Wir beantworten jede Anfrage innerhalb eines Monats, meist viel schneller, und kostenlos.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        Kritzel speichert in Ihrem Browser nur, was für den Betrieb unbedingt erforderlich ist oder was Sie selbst ausdrücklich wünschen: das Anmelde-Cookie,
        Ihre Cookie-Entscheidung und, wenn Sie eine Sprache wählen, das Sprach-Cookie (§ 25 Abs. 2 Nr. 2 TDDDG). Alles andere wird nur mit Ihrer Einwilligung
        geladen (§ 25 Abs. 1 TDDDG). Die <Link href="/cookie-policy">Cookie-Richtlinie</Link> listet jedes einzelne auf und lässt Sie Ihre Entscheidung ändern.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Änderungen dieser Erklärung',
    content: (
      <p>
        Wenn wir diese Datenschutzerklärung ändern, ändert sich das Datum oben. Betrifft eine Änderung die Verwendung der Daten Ihres Kindes, informieren wir
        Sie vorher per E-Mail und bitten erneut um Ihre Einwilligung, wo das Gesetz es verlangt.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Kontakt',
    content: (
      <p>
        Für alles rund um Ihre Daten schreiben Sie an <OperatorEmail /> oder nutzen Sie das <Link href="/contact">Kontaktformular</Link>. Wir antworten
        innerhalb von 24 Stunden.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
