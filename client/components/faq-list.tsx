import { Icon } from './icon.tsx';

export interface Faq {
  question: string;
  answer: string;
}

/**
 * An accordion of native <details> sharing one `name`, so opening one closes the others and
 * each can be collapsed again, with or without JavaScript.
 */
export function FaqList({ faqs, group }: { faqs: readonly Faq[]; group: string }) {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} name={group} className="faq-item">
          <summary>
            <span>{faq.question}</span>
            <Icon name="chevron-down" size={20} className="faq-chevron" />
          </summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
