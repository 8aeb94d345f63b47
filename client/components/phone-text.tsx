import { Fragment } from 'react';
import { telHref } from '../../shared/site.ts';
import { usePagePhone } from '../page-phone.ts';

/**
 * Words from data/ with the page's number as a call link wherever they say `{phone}`: the copy
 * keeps the whole sentence, and only the link is the component's.
 */
export function PhoneText({ text }: { text: string }) {
  const phone = usePagePhone();
  return text.split('{phone}').map((part, i) => (
    // The parts are fixed for one text: their order is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={i}>
      {i > 0 ? <a href={telHref(phone)}>{phone}</a> : null}
      {part}
    </Fragment>
  ));
}
