/*
 * Tenant-supplied HTML (privacy policy, terms of use, articles) is rendered inside our origin, so it is untrusted:
 * a tenant admin account, or whatever editor they paste from, must not be able to run script for our shoppers.
 * One allow-list, used by the footer modals and the article pages alike:
 * - no script, style, iframe, object, embed, form, meta, base or link elements (their text is dropped too);
 * - no event-handler attributes (on*), no style attribute (CSS can overlay the page), no id (DOM clobbering);
 * - links and images only over http(s) (plus mailto/tel for links) or relative; `javascript:`, `data:` and
 *   `vbscript:` URLs are removed however they are encoded;
 * - links that open a new tab get rel="noopener noreferrer".
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span'],
    ol: ['start', 'type'],
    '*': ['class', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Drop the contents of these too, not just the tags: a script's text is not content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else if (next.target) delete next.target;
      return { tagName, attribs: next };
    },
  },
};

/** Tenant HTML made safe to render with dangerouslySetInnerHTML. Empty or missing input gives ''. */
export function sanitizeTenantHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
