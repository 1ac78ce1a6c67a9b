/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import { EU_ODR_URL } from '../../../../../contracts/legal';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorName, OperatorPhone, OperatorTaxIds } from '../../components/operator-details';

const intro = <p>Information about the provider of this website, as required by § 5 of the German Digital Services Act (DDG).</p>;

const sections: readonly LegalSection[] = [
  {
    id: 'provider',
    title: 'Provider',
    content: (
      <>
        <p>Kritzel is offered by a sole proprietor (Einzelunternehmen), not entered in the commercial register. Registered business address:</p>
        <OperatorAddress withEmail={false} />
        <p>
          Represented by its owner: <OperatorName />.
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
          E-mail: <OperatorEmail />
        </p>
        <OperatorPhone />
        <p>
          Or use our <Link href="/contact">contact form</Link>; we reply within 24 hours.
        </p>
      </>
    ),
  },
  {
    id: 'tax',
    title: 'Tax identifiers',
    content: <OperatorTaxIds />,
  },
  {
    id: 'responsible',
    title: 'Responsible for the content',
    content: (
      <p>
        Responsible for the content under § 18(2) of the German Interstate Media Treaty (MStV): <OperatorName />, at the address above.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability for content and links',
    content: (
      <>
        <p>
          We write the content of these pages with care, but cannot guarantee that it is always complete and up to date. Results shown by Kritzel are estimates,
          not medical or psychological advice.
        </p>
        <p>
          Our pages link to other websites whose content we do not control; their providers are responsible for them. We checked linked pages when we set the
          links and remove any link as soon as we learn that its content is unlawful.
        </p>
      </>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright',
    content: (
      <p>
        The texts, illustrations, videos and software of Kritzel are protected by copyright and belong to the operator. Children's artwork belongs to the
        families who upload it.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Consumer dispute resolution',
    content: (
      <p>
        The European Commission provides information on online dispute resolution at{' '}
        <a href={EU_ODR_URL} target="_blank" rel="noopener noreferrer">
          {EU_ODR_URL}
        </a>
        . We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). If something went
        wrong, please write to us: we would rather solve it with you directly.
      </p>
    ),
  },
  {
    id: 'jurisdiction',
    title: 'Jurisdiction',
    content: (
      <p>
        German law applies. As far as the law allows, the courts of Hamburg, Germany, have jurisdiction. The mandatory consumer protections of the country where
        you live are not affected.
      </p>
    ),
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    content: (
      <p>
        Kritzel aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: every page works with a keyboard and a screen reader and keeps
        readable contrast. If something is hard to use for you, please <Link href="/contact">tell us</Link>; we will fix it or help you another way.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates',
    content: <p>We update this notice whenever the provider's details change. The date at the top shows the last change.</p>,
  },
];

export const content: LegalContent = { intro, sections };
