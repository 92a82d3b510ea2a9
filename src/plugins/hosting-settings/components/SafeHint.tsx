import DOMPurify from 'dompurify';
import { Box } from '@mui/material';
import { useMemo } from 'react';

/** Only formatting survives: no images, scripts, handlers or styles from a log line reach the page. */
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'code', 'br', 'a'], ALLOWED_ATTR: ['href', 'title'] };

/** A log hint, which may contain markup, sanitised with DOMPurify before it is shown. */
export function SafeHint({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html]);
  return <Box component="span" data-testid="log-hint" sx={{ '& code': { wordBreak: 'break-all' } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
