import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { type CallbackAnswer, CONTACT_REQUEST_TITLE, contactRequestMessage, needForPath } from '../../shared/callback.ts';
import { rateLimitedMessage } from '../../shared/lead-answers.ts';
import { useFocusOnAnswer } from '../answer-focus.ts';
import { notify } from '../notices.ts';
import { usePagePhone } from '../page-phone.ts';
import { useSite } from '../site-context.tsx';
import { wordsForHours } from '../../shared/hours.ts';
import { PhoneText } from './phone-text.tsx';
import { CallbackForm } from './callback-form.tsx';
import { CallInstead, useLeadFormsOpen } from './call-instead.tsx';
import { count } from '../count-beacon.ts';

interface CallbackButtonProps {
  label?: string;
}

/**
 * 'Request a Call Back' (docs/decisions/022). Without JavaScript it is a link to /call-back, which
 * records this page as where the request came from. With JavaScript the same form opens in a
 * modal dialog over the page: focus stays inside it, Escape closes it and focus returns to the
 * button. Once the request is stored the dialog says what happens next and the 'Contact Request'
 * notice shows. While the site takes no forms (docs/decisions/038) the page's number and its
 * hours stand in its place.
 */
export function CallbackButton(props: CallbackButtonProps) {
  return useLeadFormsOpen() ? <OpenCallbackButton {...props} /> : <CallInstead />;
}

function OpenCallbackButton({ label }: CallbackButtonProps) {
  const { pathname } = useLocation();
  const copy = useSite().copy.callbackDialog;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const href = `/call-back?from=${encodeURIComponent(pathname)}`;
  return (
    <>
      <a
        ref={button}
        className="btn btn-secondary"
        href={href}
        rel="nofollow"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
          count('callback_open');
        }}
      >
        {label ?? copy.button}
      </a>
      {open ? (
        <CallbackDialog
          from={pathname}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function CallbackDialog({ from, onClose }: { from: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<CallbackAnswer>();
  const phone = usePagePhone();
  const site = useSite();
  const copy = site.copy.callbackDialog;
  const answer = fetcher.data;
  const sent = answer?.status === 'sent';
  // The answer's element (the confirmation, the refusal or the error summary) takes the focus when
  // it arrives: the submit button the visitor pressed was disabled while sending (docs/decisions/043).
  const answerRef = useRef<HTMLDivElement>(null);
  useFocusOnAnswer(answerRef, answer);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  useEffect(() => {
    if (answer?.status === 'sent') notify('success', CONTACT_REQUEST_TITLE, contactRequestMessage(answer.place));
  }, [answer]);

  return (
    <dialog ref={dialog} className="callback-dialog" aria-labelledby="callback-dialog-title" onClose={onClose}>
      <div className="callback-dialog-head">
        <h2 id="callback-dialog-title">{sent ? CONTACT_REQUEST_TITLE : copy.title}</h2>
        <button type="button" className="callback-dialog-close" aria-label={copy.close} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      {answer?.status === 'closed' ? (
        <CallInstead />
      ) : sent ? (
        <div ref={answerRef} role="status" tabIndex={-1} className="callback-dialog-done">
          <p>{contactRequestMessage(answer.place)}</p>
          <p>
            <PhoneText text={wordsForHours(site.business.lineHours, copy.nextSteps)} />
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => dialog.current?.close()}>
            {copy.close}
          </button>
        </div>
      ) : (
        <>
          <p className="callback-urgent">
            <PhoneText text={copy.urgent} />
          </p>
          {answer && answer.status !== 'invalid' ? (
            <div ref={answerRef} className="form-alert" role="alert" tabIndex={-1}>
              {(answer.status === 'rate-limited' ? rateLimitedMessage(answer) : answer.status === 'too-large' ? copy.tooLarge : copy.failed).replace(
                '{phone}',
                phone,
              )}
            </div>
          ) : null}
          <CallbackForm
            from={from}
            need={needForPath(from)}
            answer={answer}
            FormComponent={fetcher.Form}
            busy={fetcher.state !== 'idle'}
            summaryRef={answer?.status === 'invalid' ? answerRef : undefined}
          />
        </>
      )}
    </dialog>
  );
}
