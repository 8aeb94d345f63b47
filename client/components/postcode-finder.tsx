import { useId } from 'react';
import { Form } from 'react-router';
import { telHref } from '../../shared/site.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from './icon.tsx';

type FinderNotice = { kind: 'invalid' } | { kind: 'uncovered'; outward: string } | null;

/**
 * 'Do you cover my area?': a GET form to /locksmith-near-me?postcode=…, which the server answers
 * with a 303 to the best page (a London district or a city), or with this form again and a
 * message. It works without JavaScript; with it, React Router follows the redirect in place.
 */
export function PostcodeFinder({ notice = null, headingLevel = 2 }: { notice?: FinderNotice; headingLevel?: 2 | 3 }) {
  const site = useSite();
  const id = useId();
  // An h2 on its own; an h3 inside a section that has its own h2 (the home page's cities).
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Form method="get" action="/locksmith-near-me" className="postcode-finder" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="postcode-finder-title">
        Do you cover my area?
      </Heading>
      <label htmlFor={`${id}-postcode`}>Your postcode, or its first half</label>
      <div className="postcode-finder-row">
        <input
          id={`${id}-postcode`}
          name="postcode"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          placeholder="e.g. LS6 2AB or E1"
          required
          aria-describedby={notice ? `${id}-notice` : undefined}
        />
        <button type="submit" className="btn btn-secondary">
          <Icon name="search" size={18} />
          Find my area
        </button>
      </div>
      {notice ? (
        <p id={`${id}-notice`} className="postcode-finder-notice" role="status">
          {notice.kind === 'invalid'
            ? 'That does not look like a UK postcode. Try the first half, such as LS6 or E1.'
            : `We do not have a page for ${notice.outward} yet.`}{' '}
          Call us on <a href={telHref(site.phone)}>{site.phone}</a> and we will tell you straight away whether we can help.
        </p>
      ) : null}
    </Form>
  );
}
