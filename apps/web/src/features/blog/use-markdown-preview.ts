import { useEffect, useState } from 'react';
import { previewMarkdown } from './api/posts';

/** The HTML of a Markdown text, rendered by the API ('' while the text is blank). */
export function useMarkdownPreview(value: string): string {
  const [html, setHtml] = useState('');

  // The preview, rendered by the API as the article will be (400 ms after the last key).
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!value.trim()) {
        setHtml('');
        return;
      }
      previewMarkdown(value, controller.signal)
        .then((answer) => setHtml(answer.html))
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  return html;
}
