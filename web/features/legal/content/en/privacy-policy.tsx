/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail } from '../../components/operator-details';

const intro = (
  <p>
    Kritzel helps you follow your child's drawing development. That means we look after some of the most personal things a family has: a child's drawings and
    voice. This policy explains, in plain words, what we keep, why, who else sees it, for how long, and how you stay in control.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    content: (
      <>
        <p>
          The controller responsible for your data under the EU General Data Protection Regulation (GDPR) is the operator of Kritzel, a sole proprietor in
          Hamburg, Germany:
        </p>
        <OperatorAddress />
        <p>
          Kritzel has not appointed a data protection officer: the law does not require one for a business of this size. Please write to the operator directly;
          every question about your data is answered personally.
        </p>
      </>
    ),
  },
  {
    id: 'collection',
    title: 'What we collect',
    content: (
      <>
        <h3>About you, the parent or guardian</h3>
        <ul>
          <li>
            Your account: name, e-mail address and a password, which we store only as a one-way hash. If you sign in with single sign-on, we receive your name
            and e-mail from that provider instead.
          </li>
          <li>
            Your consents: that you are the child's parent or guardian and at least 18, your agreement to the processing of your child's drawings and
            recordings, and your choice about the external AI provider, each with its time and the policy version you saw.
          </li>
          <li>Sign-in sessions: the IP address and browser of each session, to keep your account secure and to limit repeated attempts.</li>
          <li>
            Purchases: what you bought, when, the amount, the payment status and the payment provider's reference. Keepsake orders also hold the shipping
            address and the artwork you chose.
          </li>
          <li>Messages you send us through the contact or help form.</li>
          <li>The language you read Kritzel in, if you choose one while signed in, so that e-mails, reminders and reports come in it.</li>
        </ul>
        <h3>About your child</h3>
        <ul>
          <li>
            A first name or nickname (we do not need a full name) and your child's age in months, worked out from the birth month and year you enter (we never
            ask for the full date of birth).
          </li>
          <li>Photos of drawings you upload: for the free analysis, for each weekly challenge and for the checkpoints.</li>
          <li>Voice recordings from interactive sessions, if you choose to record, and their transcripts when an AI provider makes them.</li>
          <li>Your observations about a session or a drawing.</li>
          <li>
            What Kritzel derives: feedback on each challenge, checkpoint results, free analyses (an estimated drawing age with its range, strengths and things
            to practise) and the measured features of each drawing.
          </li>
        </ul>
        <h3>Photo metadata is removed</h3>
        <p>
          Every photo is re-encoded when it arrives. Everything the camera wrote into the file (EXIF data, including GPS location, the date and the device) is
          removed before the photo is stored. We keep the drawing, not where or when it was photographed.
        </p>
        <h3>Without an account</h3>
        <p>
          The free analysis works without signing in. Its drawing, and your child's age in months if you gave a birth month and year, are stored without any
          name or e-mail and deleted after 30 days, unless you start a plan from it.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    content: (
      <>
        <ul>
          <li>
            To run the service you asked for: estimate your child's drawing stage, build and adapt the 26-week plan, give feedback on each challenge, evaluate
            checkpoints and show your child's progress.
          </li>
          <li>To make and ship keepsakes and to take payments.</li>
          <li>
            To answer your messages and send the e-mails your account needs (sign-up, security notices, order updates), and the plan reminders and notices you
            can switch off on your account page.
          </li>
          <li>To keep Kritzel secure: limit repeated sign-in attempts and heavy use, and investigate misuse.</li>
          <li>To keep the records German tax law requires.</li>
        </ul>
        <p>
          <strong>Your child's data is never used to train AI models</strong>, neither ours nor anyone else's. We do not sell data, we do not show advertising,
          and we do not build profiles for marketing.
        </p>
        <p>
          Kritzel's estimates are made automatically, but they decide nothing about you or your child: they have no legal effect and no similarly significant
          effect, so there is no automated decision within the meaning of Art. 22 GDPR. They are suggestions for you to read, not a diagnosis.
        </p>
        <p>
          You need to give your name, e-mail address and a password to open an account; without them we cannot make the contract. Drawings and recordings are
          your choice, but without a drawing Kritzel has nothing to analyse.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    content: (
      <>
        <p>
          Kritzel is used by parents and guardians, not by children on their own. An account may be held only by an adult of at least 18, or by someone who has
          a parent's or guardian's consent. For a child under 13, we need verifiable parental consent before any personal information about the child is
          collected (GDPR Art. 8; the US Children's Online Privacy Protection Act).
        </p>
        <p>
          We obtain that consent at sign-up: you confirm that you are the child's parent or legal guardian and at least 18, and you agree to the processing of
          your child's drawings and recordings. Nothing about a child is stored before that. We collect only what the plan needs, and you can revoke your
          consent at any time (see “Your rights”); we then delete your child's data.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees it',
    content: (
      <>
        <p>We share data only with service providers that process it on our behalf, under a data processing agreement, and only as far as each task needs:</p>
        <ul>
          <li>
            <strong>AI provider (OpenAI or OpenRouter), only with your separate opt-in.</strong> By default every analysis runs on Kritzel's own server. An
            external AI provider is used only when this site has one configured <em>and</em> you have separately agreed to it (you are asked once, before the
            first upload that would use it, and can change your answer on your account page). It then receives the drawings, recordings and transcripts it
            analyses, with your child's age in months and the challenge, but not your name, e-mail or your child's name. It uses them to produce the analysis
            only; under its terms for business customers, data sent through its API is not used to train its models. Without your opt-in your child's work never
            leaves our servers.
          </li>
          <li>
            <strong>Payment provider (Stripe).</strong> Receives what a payment needs: the amount, your e-mail and the card details you enter in its payment
            form (we never see your full card number), and for keepsakes the shipping details. It never receives your child's data.
          </li>
          <li>
            <strong>Hosting and storage.</strong> The companies that run the servers, database and file storage of this site store everything above on our
            behalf, encrypted in transit, and may not use it for anything else.
          </li>
          <li>
            <strong>E-mail delivery.</strong> The service that delivers our e-mails receives your e-mail address and the message.
          </li>
          <li>
            <strong>People you share a report with.</strong> If you create a share link for a report, anyone with that link can open the report (your child's
            first name and age, the estimates and small pictures of the drawings, never your e-mail or the birth date) until the link expires after 7, 30 or 90
            days, or until you turn it off. Each opening is logged with its time and a rough description of the browser, without the IP address.
          </li>
          <li>
            <strong>Keepsake production.</strong> To print a T-shirt or prepare a frame, the artwork and shipping details of that order are used for that order
            only.
          </li>
        </ul>
        <p>
          Some of these providers are based outside the EU, for example in the United States. Transfers there rely on the EU-US Data Privacy Framework or on the
          European Commission's Standard Contractual Clauses. We disclose data to authorities only when the law obliges us to.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    content: (
      <ul>
        <li>Art. 6(1)(b) GDPR, performance of a contract: your account, the plan, keepsake orders, payments and support.</li>
        <li>
          Art. 6(1)(a) GDPR, consent, given by you as the holder of parental responsibility (Art. 8 GDPR): processing your child's drawings and recordings, the
          external AI provider, and any non-essential cookies.
        </li>
        <li>Art. 6(1)(c) GDPR, legal obligation: order and payment records under § 147 AO and § 257 HGB.</li>
        <li>Art. 6(1)(f) GDPR, legitimate interests: keeping the service secure and preventing misuse.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <ul>
        <li>All traffic is encrypted (HTTPS). Passwords are stored only as hashes.</li>
        <li>
          Photos and recordings are served only to the parent they belong to, never through public links; the only exception is the small pictures of drawings
          in a report you share yourself through a share link.
        </li>
        <li>Every upload is checked for its real file type and re-encoded before it is stored.</li>
        <li>Our logs never contain photos, recordings, transcripts, passwords or sign-in tokens.</li>
        <li>Only the operator can open the administration area, and only to run the service and help you.</li>
      </ul>
    ),
  },
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
            <strong>Restriction</strong> (Art. 18): ask us to pause processing.
          </li>
          <li>
            <strong>Right to object</strong> (Art. 21): you may object at any time, on grounds relating to your particular situation, to processing based on our
            legitimate interests (Art. 6(1)(f) GDPR). We then stop, unless we can show compelling legitimate grounds that override your interests, or the
            processing serves to establish, exercise or defend legal claims.
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
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        Kritzel sets only the storage it needs to work or that does what you asked for: the sign-in cookie, your cookie choice and, if you choose a language,
        the language cookie (§ 25(2) no. 2 TDDDG). Nothing else loads without your consent. The <Link href="/cookie-policy">Cookie Policy</Link> lists each one
        and lets you change your choice.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change this policy, the date at the top changes. If a change affects how we use your child's data, we tell you by e-mail before it applies and
        ask for your consent again where the law requires it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        For anything about your data, write to <OperatorEmail /> or use the <Link href="/contact">contact form</Link>. We reply within 24 hours.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
