import { useEffect, useId, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { FINDER_MAX_INPUT, type FinderAnswer } from '../../shared/postcode-finder.ts';
import { useSite } from '../site-context.tsx';
import { PhoneText } from './phone-text.tsx';
import { Icon } from './icon.tsx';

interface PostcodeFinderProps {
  /** The answer the server rendered this page with (a post without JavaScript), if any. */
  answer?: FinderAnswer | null;
  headingLevel?: 2 | 3;
}

/**
 * 'Do you cover my area?': a GET form to /locksmith-near-me?postcode=…, which the server answers
 * with a 303 to the most local page (docs/decisions/042), or with the directory and this form at
 * its top, the typed value kept and the answer beside the field, focused. With JavaScript the same
 * request is a fetcher's: a page found is navigated to, and any other answer appears here, where
 * the visitor typed, and takes the focus, whichever page the finder is on.
 */
export function PostcodeFinder({ answer: rendered = null, headingLevel = 2 }: PostcodeFinderProps) {
  const id = useId();
  const { copy } = useSite();
  const fetcher = useFetcher<{ finder?: FinderAnswer | null }>();
  const answer = fetcher.data ? (fetcher.data.finder ?? null) : rendered;
  const message = useRef<HTMLDivElement>(null);
  // An h2 on its own; an h3 inside a section that has its own h2 (the home page's cities).
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  // Focused with its top in view under the sticky header: a long answer (the nearest pages and
  // their credit line) can be taller than a phone's screen, and plain focus() would show its end.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.finder || !message.current) return;
    message.current.focus({ preventScroll: true });
    message.current.scrollIntoView({ block: 'start' });
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="get" action="/locksmith-near-me" className="postcode-finder" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="postcode-finder-title">
        {copy.forms.finderHeading}
      </Heading>
      <label htmlFor={`${id}-postcode`}>{copy.forms.labels.finderPostcode}</label>
      <div className="postcode-finder-row">
        <input
          id={`${id}-postcode`}
          name="postcode"
          type="text"
          inputMode="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={FINDER_MAX_INPUT}
          placeholder={copy.forms.labels.finderPlaceholder}
          required
          defaultValue={answer?.typed}
          aria-invalid={answer?.kind === 'invalid' || answer?.kind === 'unknown' ? true : undefined}
          aria-describedby={answer ? `${id}-answer` : undefined}
        />
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== 'idle'}>
          <Icon name="search" size={18} />
          {fetcher.state !== 'idle' ? copy.forms.labels.finding : copy.forms.labels.find}
        </button>
      </div>
      {answer ? (
        // Focused when it appears, so it is read out and in view: autoFocus on the page a request
        // without JavaScript gets back, where it is the answer the visitor just asked for; tabIndex
        // -1 makes it focusable without adding a tab stop.
        <div
          ref={message}
          id={`${id}-answer`}
          className={`postcode-finder-answer postcode-finder-answer-${answer.kind}`}
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own request, see above
          autoFocus={!fetcher.data}
        >
          <AnswerText answer={answer} />
        </div>
      ) : null}
    </fetcher.Form>
  );
}

/** The answer's words with the page's number as a call link, and the pages it offers. */
function AnswerText({ answer }: { answer: FinderAnswer }) {
  const { copy } = useSite();
  return (
    <>
      <p>
        <PhoneText text={answer.message} />
      </p>
      {answer.links.length > 0 ? (
        <ul className="postcode-finder-links">
          {answer.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.name}</Link>
              {link.note ? <span className="postcode-finder-note"> ({link.note})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.message.includes('{phone}') ? null : (
        <p>
          <PhoneText text={copy.forms.finderCallUs} />
        </p>
      )}
      {answer.credit ? <p className="postcode-finder-credit">{answer.credit}</p> : null}
    </>
  );
}
