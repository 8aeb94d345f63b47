import { Link } from 'react-router';
import type { ArticleBlock } from '../../../shared/types.ts';
import { Icon } from '../icon.tsx';

/** Renders an article's blocks; headings get ids so a reader can link to a section. */
export function ArticleBlocks({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${index}`;
        switch (block.kind) {
          case 'h2':
            return (
              <h2 key={key} id={anchor(block.text)}>
                {block.text}
              </h2>
            );
          case 'h3':
            return <h3 key={key}>{block.text}</h3>;
          case 'p':
            return <p key={key}>{block.link ? <Linked text={block.text} link={block.link} /> : block.text}</p>;
          case 'ul':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          case 'callout':
            return (
              <div key={key} className="callout" role="note">
                <p className="callout-title">
                  <Icon name="triangle-alert" size={20} /> {block.title}
                </p>
                <p>{block.text}</p>
              </div>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** A paragraph's text with one phrase of it as a link. */
function Linked({ text, link }: { text: string; link: { text: string; to: string } }) {
  const at = text.indexOf(link.text);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link to={link.to}>{link.text}</Link>
      {text.slice(at + link.text.length)}
    </>
  );
}

function anchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
