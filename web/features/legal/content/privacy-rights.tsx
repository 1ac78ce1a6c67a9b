import type { LegalSection } from '../components/legal-page';

/** Retention and the parent's rights: the promises the account page, export and deletion keep. */
export const privacyRightsSections: readonly LegalSection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          Your account, your child's plans, drawings, recordings, observations, feedback, checkpoint results and analyses: until you delete them or your
          account.
        </li>
        <li>Anonymous free-analysis drawings (made without an account): 30 days.</li>
        <li>Data exports you download: 24 hours, then the file is deleted.</li>
        <li>Files that no record refers to any more (for example a photo replaced before it was submitted): removed by a daily clean-up job after one day.</li>
        <li>Sign-in sessions: they end after 30 days without use, or at once when you sign out everywhere or delete your account.</li>
        <li>
          Order and payment records: these are accounting records that German tax law (§ 147 AO, § 257 HGB) requires us to keep until the end of the eighth
          calendar year after the purchase. When you delete your account we keep only what that requires: the product, price, date, payment and shipping status,
          and the name, postal code and country of the delivery address. We delete the street address, the artwork, any name printed on the product and our
          delivery notes, and the records are no longer linked to you. A daily job deletes them when the period ends.
        </li>
        <li>
          A paid keepsake that has not shipped when you delete your account: we still make and send it, so until it ships we keep what that needs (the artwork,
          the name printed on it and the full delivery address), linked to the order and no longer to you. Once it has shipped, these are deleted as above. If a
          payment reaches us after your account was deleted, we refund it, because the order can no longer be made.
        </li>
        <li>Messages to our support: as long as we need them to help you; ask us and we delete them sooner.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <p>You have these rights under the GDPR, for yourself and, as their parent or guardian, for your child:</p>
        <ul>
          <li>
            <strong>Access and a copy of your data</strong> (Art. 15, 20): “Download my data” on your account page builds a ZIP file with everything you gave us
            and everything Kritzel derived, including the original drawings and recordings. It stays downloadable for 24 hours.
          </li>
          <li>
            <strong>Rectification</strong> (Art. 16): ask us and we correct your name or e-mail address.
          </li>
          <li>
            <strong>Erasure</strong> (Art. 17): “Delete my account” on your account page deletes your account with all plans, submissions, recordings, analyses
            and files, and signs you out everywhere at once. You can also delete a single plan with its files.
          </li>
          <li>
            <strong>Revoking consent at any time</strong> (Art. 7(3)): for your child's data, by deleting the plan or your account, or by writing to us; for the
            external AI provider, with one switch on your account page. Revoking does not make earlier processing unlawful.
          </li>
          <li>
            <strong>Restriction and objection</strong> (Art. 18, 21): ask us to pause processing, or object to processing based on our legitimate interests.
          </li>
          <li>
            <strong>Complaint</strong> (Art. 77): you may complain to a data protection supervisory authority. Ours is the Hamburg Commissioner for Data
            Protection and Freedom of Information (HmbBfDI), Ludwig-Erhard-Straße 22, 20459 Hamburg, Germany,{' '}
            <a href="https://datenschutz-hamburg.de" target="_blank" rel="noopener noreferrer">
              datenschutz-hamburg.de
            </a>
            .
          </li>
        </ul>
        <p>We answer every request within one month, usually much sooner, and free of charge.</p>
      </>
    ),
  },
];
