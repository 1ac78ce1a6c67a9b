/* eslint-disable kritzel/hard-coded-text -- a content module: this page's text in one language, loaded only for that language (ADR 033) */
import { Link } from 'wouter';
import type { LegalContent, LegalSection } from '../types';
import { OperatorAddress, OperatorEmail, OperatorPhone } from '../../components/operator-details';

const intro = (
  <p>
    We want every family to be happy with Kritzel. For development plans you have two ways to get your money back: the 14-day right of withdrawal the law gives
    you, and on top of it our own 30-day money-back guarantee. Keepsakes are made just for you, so different rules apply to them.
  </p>
);

const sections: readonly LegalSection[] = [
  {
    id: 'withdrawal',
    title: 'Your 14-day right of withdrawal',
    content: (
      <>
        <p>
          As a consumer in the EU you may withdraw from a purchase within 14 days without giving a reason. For a development plan the 14 days start on the day
          of purchase. To withdraw, tell us clearly within those 14 days (the contact form or an e-mail is enough); sending it in time is what counts. Write to:
        </p>
        <OperatorAddress />
        <OperatorPhone />
        <p>You can use the model withdrawal form below, but you do not have to.</p>
        <p>
          We refund the price no later than 14 days after we receive your withdrawal. If you asked us to start your plan straight away, the law allows us to
          keep a share in proportion to what was already provided; we never deduct processing fees from a withdrawal.
        </p>
        <p>
          For digital content that is not supplied on a physical medium, the right of withdrawal ends early only if we began to perform the contract after you
          expressly agreed that we start before the withdrawal period ends, you confirmed that you know you lose your right of withdrawal once we start, and we
          sent you a confirmation of this (§ 356(5) BGB). If any of these is missing, you keep the full 14 days.
        </p>
      </>
    ),
  },
  {
    id: 'guarantee',
    title: '30-day money-back guarantee for development plans',
    content: (
      <>
        <p>
          In addition to your right of withdrawal, and without limiting it, every development plan comes with our voluntary 30-day money-back guarantee: if the
          plan is not right for your family, ask for a refund within 30 days of purchase, for any reason.
        </p>
        <p>
          Refunds under the guarantee exclude portions of the plan already used (weeks whose feedback or checkpoint results were already delivered), so they may
          be partial. Processing fees charged by the payment provider may be deducted.
        </p>
      </>
    ),
  },
  {
    id: 'keepsakes',
    title: 'Keepsakes and custom merchandise',
    content: (
      <>
        <p>
          Frames and T-shirts are printed with your child's artwork to your order, so custom merchandise orders are final: they are excluded from the right of
          withdrawal (§ 312g(2) no. 1 BGB: goods made to the buyer's specifications). Custom-printed items in good condition, and digital downloads after
          delivery, are non-refundable.
        </p>
        <p>This does not affect anything that arrives damaged, faulty or not at all (next section).</p>
      </>
    ),
  },
  {
    id: 'defects',
    title: 'Defects and shipping problems',
    content: (
      <>
        <ul>
          <li>Please report a defect in custom merchandise within 30 days of delivery, with a photo if you can.</li>
          <li>Please report a shipping problem (a parcel that is late, lost or damaged) within 7 days of the expected delivery date.</li>
        </ul>
        <p>We then replace the item or refund it, whichever you prefer.</p>
        <p>
          These reporting windows help us put things right quickly; they do not shorten your legal rights. Under EU law you have a 2-year legal guarantee of
          conformity for goods: if an item was faulty on delivery, you are entitled to a repair, a replacement, a price reduction or a refund for two years from
          delivery.
        </p>
      </>
    ),
  },
  {
    id: 'request',
    title: 'How to ask for a refund',
    content: (
      <>
        <p>
          Use the <Link href="/contact">contact form</Link> (category “Billing”) or write to <OperatorEmail />. Please put your order number in the subject
          line, for example “Refund request – Order 1a2b3c4d”, and tell us the e-mail address of your Kritzel account and, for a defect or a shipping problem,
          what happened.
        </p>
        <p>You find the order number on your order page, under “Your Orders” on your dashboard.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Review and processing times',
    content: (
      <ul>
        <li>We review every refund request within 2-3 business days and tell you the outcome.</li>
        <li>Approved refunds are processed within 5-7 business days (up to 10 days for bank transfers).</li>
        <li>The money goes back to the original payment method, in the original currency.</li>
        <li>Your bank may need a few more days to show it on your statement.</li>
      </ul>
    ),
  },
  {
    id: 'model-form',
    title: 'Model withdrawal form',
    content: (
      <>
        <p>(If you want to withdraw from the contract, please fill in this form and send it back to us.)</p>
        <p>To:</p>
        <OperatorAddress />
        <ul>
          <li>
            I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*) / for the provision of the following
            service (*):
          </li>
          <li>Ordered on (*) / received on (*):</li>
          <li>Name of consumer(s):</li>
          <li>Address of consumer(s):</li>
          <li>Signature of consumer(s) (only if this form is notified on paper):</li>
          <li>Date:</li>
        </ul>
        <p>(*) Delete as appropriate.</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>Questions about a payment or a refund? We are happy to help:</p>
        <OperatorAddress />
      </>
    ),
  },
];

export const content: LegalContent = { intro, sections };
