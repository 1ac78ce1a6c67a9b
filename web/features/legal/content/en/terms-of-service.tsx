/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorName } from '../../components/operator-details';
import { PlanPrice } from '../../components/plan-price';

const intro = (
  <p>
    These terms are the agreement between you and the operator of Kritzel (“we”, “us”) for using Kritzel. We have kept them as short and plain as the law
    allows. Nothing in them limits the rights you have as a consumer under mandatory law.
  </p>
);

/** The twelve sections, in the spec's order (spec 001 §2, Static pages). */
const sections: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance',
    content: (
      <>
        <p>
          By creating an account, running a free analysis or buying something, you accept these terms and, for purchases, our{' '}
          <Link href="/refund-policy">Refund Policy</Link>. How we handle data is explained in the <Link href="/privacy-policy">Privacy Policy</Link>. Kritzel
          is offered by <OperatorName />, a sole proprietor in Hamburg, Germany. If you do not agree, please do not use Kritzel.
        </p>
        <p>
          What the shop and the plan pages show is not yet a binding offer. When you press the payment button, you make a binding offer to buy; the contract is
          concluded when we accept it by activating your plan or confirming your order. You receive a receipt by e-mail; these terms stay available on this page
          at any time. The contract can be concluded in German, English or Spanish; the German version of these terms is the binding one.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Description of Service',
    content: (
      <>
        <p>Kritzel is a web service for parents and educators of children aged 3 to 10. It offers:</p>
        <ul>
          <li>a free drawing analysis: an estimate of a child's drawing stage and drawing age from a photo of one drawing;</li>
          <li>
            a paid 26-week development plan for <PlanPrice />, bought once: 26 weekly drawing challenges (one a week), feedback on each submission, six
            checkpoints (one every 4 weeks) and a progress dashboard;
          </li>
          <li>keepsakes made from a child's artwork (an Digital Art Frame and a Custom Art T-Shirt), with worldwide shipping included.</li>
        </ul>
        <p>
          Every result is an estimate based on drawings, which are snapshots of one moment. Kritzel is not a diagnostic tool and not medical, psychological or
          educational advice. If you are worried about your child's development, please talk to your paediatrician.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and Responsibilities',
    content: (
      <>
        <p>
          You must be at least 18 to open an account on your own; anyone younger needs the consent of a parent or guardian, and for a person under 13 we need
          verifiable parental consent before any personal information is collected. Children do not get accounts: the parent or guardian holds the account and
          uses Kritzel with the child.
        </p>
        <p>
          Give true details, keep your password to yourself, and tell us at once if you think someone else has used your account. You are responsible for what
          happens in your account.
        </p>
      </>
    ),
  },
  {
    id: 'parental-consent',
    title: 'Parental Consent and Child Protection',
    content: (
      <>
        <p>
          When you sign up you confirm that you are the parent or legal guardian of the child whose drawings and recordings you upload, that you are at least
          18, and that you consent to their processing as the Privacy Policy describes. Upload only your own child's work (or that of a child in your legal
          care).
        </p>
        <p>
          You can revoke this consent at any time, including consent given for a child under 13: delete a plan or your whole account on your account page, or
          write to us. We then delete your child's data as the Privacy Policy describes. Sending your child's work to an external AI provider needs a separate
          opt-in, which you can also withdraw at any time.
        </p>
        <p>Your child's drawings, recordings and results are never used to train AI models, never sold and never used for advertising.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: (
      <>
        <p>Please use Kritzel only for what it is made for. In particular, do not:</p>
        <ul>
          <li>
            upload anything other than children's drawings and the recordings of your sessions, or content that is unlawful, hurtful or not yours to share;
          </li>
          <li>upload photos that show people's faces or other personal details of anyone else;</li>
          <li>try to reach other families' data, get around security measures or rate limits, or overload the service;</li>
          <li>copy the service or its content automatically, or resell access to it.</li>
        </ul>
        <p>We may remove content that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <p>
        Your child's artwork stays yours. You allow us to store, process and show it only as far as needed to provide Kritzel to you: for the analysis, the plan
        and its feedback, and to produce the keepsakes you order. That permission ends when you delete the artwork or your account. The Kritzel software,
        challenges, texts, illustrations and brand belong to us; you may use them only within the service.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment and Billing',
    content: (
      <>
        <p>
          The development plan is a one-time payment, not a subscription. Keepsake prices include worldwide shipping. Prices are shown in US dollars before you
          pay and are taken by card through our payment provider. They are final prices: they include any VAT due, and nothing is added at checkout. Vouchers we
          hand out, for example to testers, have no cash value.
        </p>
        <p>We may change prices with 30 days notice. A change never affects something you have already bought.</p>
        <p>
          If you dispute a payment with your bank or card issuer (a chargeback), we may suspend your account until the dispute is resolved. Please talk to us
          first: the <Link href="/refund-policy">Refund Policy</Link> explains your 14-day right of withdrawal and our 30-day money-back guarantee.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    content: (
      <p>
        We aim for Kritzel to be available 99.9% of the time, but we cannot guarantee it: maintenance, updates and problems outside our control can interrupt
        it. We tell you in advance about planned maintenance where we can. We may improve and change features as long as the plan you bought keeps its
        substance.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability Limit',
    content: (
      <>
        <p>
          We are liable without limit for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and where we
          have given a guarantee.
        </p>
        <p>
          For slight negligence we are liable only if we breach an obligation that is essential for the contract and on which you may rely (a cardinal
          obligation), and then only for the damage that is typical and foreseeable for this kind of contract. Otherwise our liability for slight negligence is
          excluded. Because results are estimates and not advice, we are not liable for decisions taken on them alone.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>You may stop using Kritzel at any time and delete your account on your account page.</p>
        <p>
          We may suspend or terminate an account that seriously or repeatedly breaks these terms, that is used for fraud, or where the law requires it; a
          chargeback may lead to a suspension until the dispute is resolved. Unless it is urgent, we warn you first and tell you why. If we end a paid plan
          without a reason you are responsible for, we refund the part you have not used.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    content: (
      <>
        <p>
          German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer living in another country, the
          mandatory consumer protections of that country still apply to you. As far as the law allows, the courts of Hamburg, Germany, have jurisdiction.
        </p>
        <p>
          The European Commission provides information on online dispute resolution for consumers at{' '}
          <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
            {EU_ODR_URL}
          </a>
          . We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board; please write to us and we
          will find a solution together.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>
          Questions about these terms? Use the <Link href="/contact">contact form</Link> or write to:
        </p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
