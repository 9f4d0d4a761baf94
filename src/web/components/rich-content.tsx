/**
 * Content written by staff or loaded from the CMS (Markdown or HTML), shown safely: Markdown is
 * rendered with marked and everything is sanitised with DOMPurify before it reaches the page.
 * Links leaving the site open in a new tab.
 */
import { useMemo } from 'react';
import { Typography, type TypographyProps } from '@mantine/core';
import DOMPurify from 'dompurify';
import { marked } from 'marked';

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        const href = node.getAttribute('href') ?? '';
        if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { USE_PROFILES: { html: true } });
}

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true }));
}

type ContentProps = Omit<TypographyProps, 'children'>;

/*
 * dir="auto": content staff have not translated yet is shown in English on an Arabic page; it then
 * lays out left to right, its full stops at the end, and a translation right to left.
 */

/** Renders Markdown (which may contain HTML) after sanitising it. */
export function MarkdownContent({ markdown, ...props }: { markdown: string } & ContentProps) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return (
    <Typography {...props}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** Renders HTML after sanitising it. */
export function SanitizedHtml({ html, ...props }: { html: string } & ContentProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography {...props}>
      <div dir="auto" dangerouslySetInnerHTML={{ __html: safe }} />
    </Typography>
  );
}
