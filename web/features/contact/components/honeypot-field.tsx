import type { ComponentProps } from 'react';
import { useT } from '@/i18n/use-t';

/**
 * A field people never see and bots happily fill in: the server quietly drops any message
 * that arrives with it filled. It is moved off-screen rather than `display: none`, because
 * many bots skip fields that are not rendered; it is hidden from assistive technology and
 * left out of the tab order, so nobody using the page meets it.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-testid="contact-honeypot">
      <label htmlFor="field-website">{t('contact.form.honeypot')}</label>
      <input id="field-website" type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
