/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { CookieSettingsButton } from '../../components/cookie-settings-button';
import { CategoryList, StoredItemList } from '../../components/cookie-lists';
import { storedItems } from '../stored-items';

/** What Kritzel stores in the browser today (the facts: ../stored-items.ts), in English. */
const STORED_ITEMS = storedItems('en', {
  kinds: { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' },
  items: {
    session: {
      purpose: 'Keeps you signed in. Readable only by our server.',
      lasts: (lifetime) => `${lifetime}, renewed while you use Kritzel; removed when you sign out`,
    },
    consent: { purpose: 'Remembers the choice you made in the cookie banner.', lasts: 'Until you change it or clear this site’s data' },
    keepsake: {
      purpose: 'Keeps the keepsake you are designing (artwork, size, colour) if you leave the checkout before paying.',
      lasts: 'Until you close the tab',
    },
    language: {
      purpose: 'Remembers the language you chose with the language switch, so every page opens in it. Set only when you choose a language.',
      lasts: (lifetime) => `${lifetime}, or until you clear this site’s data`,
    },
    sso: {
      name: 'Sign-in with another provider',
      purpose: 'Only if you use single sign-on: protects the round trip to that provider against forgery.',
      lasts: 'A few minutes',
    },
  },
});

/** The four categories the cookie banner offers, as the banner describes them. */
const CATEGORIES = [
  { name: 'Essential', description: 'Keep you signed in, keep your payment safe and remember this choice. Kritzel cannot work without them.' },
  {
    name: 'Performance',
    description: 'Would count visits and measure how fast pages load, without telling us who you are, so we can fix slow screens. Kritzel uses none today.',
  },
  {
    name: 'Functional',
    description: 'Would remember optional preferences and allow extras such as embedded help videos from another site. Kritzel uses none today.',
  },
  {
    name: 'Marketing',
    description: 'Would let advertising partners measure campaigns and show Kritzel offers on other websites. Kritzel uses none today.',
  },
] as const;

const intro = (
  <>
    <p>
      This policy explains which cookies and similar browser storage Kritzel uses, and how you decide about the rest. The short version: today Kritzel sets only
      what it needs to work, and nothing else loads unless you allow it.
    </p>
    <div>
      <CookieSettingsButton />
    </div>
  </>
);

const sections: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage and session storage work in a similar way. This policy uses “cookies” for
        all of them. Storing and reading such information on your device is governed by § 25 of the German Telecommunications Digital Services Data Protection
        Act (TDDDG): it needs your consent unless it is strictly necessary to provide a service you have expressly asked for.
      </p>
    ),
  },
  {
    id: 'categories',
    title: 'Cookie categories',
    content: (
      <>
        <p>We sort cookies into four categories. Only essential cookies are used without asking you (§ 25(2) no. 2 TDDDG).</p>
        <CategoryList categories={CATEGORIES} />
        <p>
          The language cookie remembers a choice too, but only the one you made yourself with the language switch. Because it does nothing but what you asked
          for, it is strictly necessary for that service and needs no consent (§ 25(2) no. 2 TDDDG); it is not one of the optional functional cookies.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-set',
    title: 'What Kritzel sets today',
    content: (
      <>
        <p>Everything Kritzel stores in your browser is essential:</p>
        <StoredItemList items={STORED_ITEMS} labels={{ name: 'Name', kind: 'Type', purpose: 'Purpose', lasts: 'Kept for' }} />
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party cookies',
    content: (
      <ul>
        <li>
          <strong>Analytics service:</strong> Kritzel uses none today. If we ever add one, it will be a performance cookie and load only after you allow that
          category.
        </li>
        <li>
          <strong>Payment provider:</strong> when card payments run through Stripe, its payment form sets its own cookies while you pay, to prevent fraud. They
          are essential for the payment and appear only on the payment pages.
        </li>
        <li>
          <strong>Cloud storage:</strong> photos are loaded from our storage through short-lived private links, which set no cookies.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choice',
    title: 'Your choice',
    content: (
      <>
        <p>
          On your first visit a banner offers three choices: <strong>Accept all</strong>, <strong>Reject non-essential</strong>, or <strong>Customise</strong>{' '}
          to decide category by category. Your choice is stored in this browser on this device, and nothing optional loads before you make it.
        </p>
        <p>
          You can change it at any time with “Cookie settings” in the page footer or at the top of this page. You can withdraw a consent there as easily as you
          gave it.
        </p>
      </>
    ),
  },
  {
    id: 'browser-settings',
    title: 'Browser settings',
    content: (
      <p>
        Every browser lets you see, block and delete cookies and site data, usually under Settings → Privacy. Deleting Kritzel’s site data signs you out and
        brings the cookie banner back.
      </p>
    ),
  },
  {
    id: 'disabling',
    title: 'If you disable cookies',
    content: (
      <p>
        Without the essential sign-in cookie you cannot sign in, so the dashboard, plans and purchases will not work; the public pages and the free analysis
        still do. Turning off the optional categories changes nothing you can see today.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    content: (
      <p>
        If we ever add a cookie, we update this policy and its date first, and ask for your consent where it is needed. Questions? Use the{' '}
        <Link href="/contact">contact form</Link> or see the <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export const content: LegalContent = { intro, sections };
