import { notify } from '../notices.ts';

interface CallbackButtonProps {
  /** On city pages the notice names the city (spec section 7). */
  city?: string;
  label?: string;
}

function contactRequestMessage(city?: string): string {
  return city
    ? `Thank you for your interest in our ${city} services. We'll call you back shortly.`
    : "Thank you for your interest. We'll call you back shortly.";
}

/**
 * 'Request a Call Back': with JavaScript it only shows the 'Contact Request' notice, as the
 * specification says; without JavaScript it is a plain link to the contact page.
 */
export function CallbackButton({ city, label = 'Request a Call Back' }: CallbackButtonProps) {
  return (
    <a
      className="btn btn-secondary"
      href="/contact"
      onClick={(event) => {
        event.preventDefault();
        notify('info', 'Contact Request', contactRequestMessage(city));
      }}
    >
      {label}
    </a>
  );
}
