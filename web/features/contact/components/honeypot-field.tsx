import type { ComponentProps } from 'react';

/**
 * A field people never see and bots happily fill in: the server quietly drops any message
 * that arrives with it filled. It is moved off-screen rather than `display: none`, because
 * many bots skip fields that are not rendered; it is hidden from assistive technology and
 * left out of the tab order, so nobody using the page meets it.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-testid="contact-honeypot">
      <label htmlFor="field-website">Leave this field empty</label>
      <input id="field-website" type="text" name="website" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
