import type { ConfigData } from 'html-validate';

/**
 * The rules the site-wide crawl checks every page against: html-validate's recommended set, less
 * the rules below, each off for a stated reason. docs/architecture.md lists them too.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's serializer writes `charSet`; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes void elements as `<meta/>`; HTML allows both that and `<meta>`.
    'void-style': 'off',
    // React writes boolean attributes as `required=""`, which HTML defines as true.
    'attribute-boolean-style': 'off',
    // React's useId() makes ids such as `_R_2k6m_`: valid HTML ids (no spaces, unique); the rule
    // only prefers ids that start with a letter for hand-written CSS selectors.
    'valid-id': 'off',
    // The rule wants &nbsp; inside phone numbers so they never wrap; base.css gives every tel:
    // link `white-space: nowrap`, which does the same without changing the text.
    'tel-non-breaking': 'off',
  },
};
