import sanitizeHtml from 'sanitize-html';

/**
 * Article HTML from other people's feeds, made safe to render in our origin (docs/decisions/1802-article-sanitiser.md).
 * An allow-list (sanitize-html, a real HTML parser): text, paragraphs, emphasis, quotes, code, links, images, lists,
 * headings and simple tables survive; scripts, styles, iframes, forms, SVG, event handlers and every other attribute
 * are dropped. Links and images must be http(s) (no javascript:, data: or relative URLs: they are made absolute
 * against the article's address first); links open in a new tab without an opener or referrer.
 */
const TAGS = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'pre',
  'code',
  'a',
  'img',
  'figure',
  'figcaption',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'referrerpolicy'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** A relative href/src made absolute against the article's (or feed's) address; the scheme check runs after this. */
function absolute(value: string | undefined, base: string | null): string | undefined {
  if (value === undefined || !base) return value;
  try {
    return new URL(value.trim(), base).toString();
  } catch {
    return undefined;
  }
}

export function sanitizeArticleHtml(html: string | null | undefined, baseUrl: string | null = null): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Dropped with everything inside them (not just the tags).
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'template',
      'title',
      'head',
    ],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          href: absolute(attribs.href, baseUrl) ?? '',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        },
      }),
      // An image without alt text is announced as decorative rather than by its file name.
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          alt: attribs.alt ?? '',
          src: absolute(attribs.src, baseUrl) ?? '',
          loading: 'lazy',
          referrerpolicy: 'no-referrer',
        },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}

/** The plain text of a title (feeds put markup and entities in titles too). */
export function plainText(html: string | null | undefined, max = 500): string {
  if (!html) return '';
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'iframe', 'svg', 'noscript'],
  });
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
