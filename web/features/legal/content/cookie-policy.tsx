import { Link } from 'wouter';
import { CookieCategoryList } from '@/features/cookie-consent';
import type { LegalSection } from '../components/legal-page';
import { CookieSettingsButton } from '../components/cookie-settings-button';

/** What Kritzel stores in the browser today; every entry is essential. */
const STORED_ITEMS = [
  {
    name: 'kritzel.session_token',
    kind: 'Cookie',
    purpose: 'Keeps you signed in. Readable only by our server.',
    lasts: '30 days, renewed while you use Kritzel; removed when you sign out',
  },
  {
    name: 'kritzel.cookie-consent',
    kind: 'Local storage',
    purpose: 'Remembers the choice you made in the cookie banner.',
    lasts: 'Until you change it or clear this site’s data',
  },
  {
    name: 'kritzel.shop.animated-frame, kritzel.shop.custom-tshirt',
    kind: 'Session storage',
    purpose: 'Keeps the keepsake you are designing (artwork, size, colour) if you leave the checkout before paying.',
    lasts: 'Until you close the tab',
  },
  {
    name: 'Sign-in with another provider',
    kind: 'Cookie',
    purpose: 'Only if you use single sign-on: protects the round trip to that provider against forgery.',
    lasts: 'A few minutes',
  },
] as const;

export const cookieIntro = (
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

export const cookieSections: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. Local storage and session storage work in a similar way. This policy uses “cookies” for
        all of them.
      </p>
    ),
  },
  {
    id: 'categories',
    title: 'Cookie categories',
    content: (
      <>
        <p>We sort cookies into four categories. Only essential cookies are used without asking you.</p>
        <CookieCategoryList />
      </>
    ),
  },
  {
    id: 'what-we-set',
    title: 'What Kritzel sets today',
    content: (
      <>
        <p>Everything Kritzel stores in your browser is essential:</p>
        <div className="grid gap-3">
          {STORED_ITEMS.map((item) => (
            <dl key={item.name} className="grid gap-1 rounded-xl border border-border bg-surface p-4 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4">
              <dt className="text-muted">Name</dt>
              <dd className="font-semibold break-words">{item.name}</dd>
              <dt className="text-muted">Type</dt>
              <dd>{item.kind}</dd>
              <dt className="text-muted">Purpose</dt>
              <dd>{item.purpose}</dd>
              <dt className="text-muted">Kept for</dt>
              <dd>{item.lasts}</dd>
            </dl>
          ))}
        </div>
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
        <p>You can change it at any time with “Cookie settings” in the page footer or at the top of this page.</p>
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
