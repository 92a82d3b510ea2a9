import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHint } from './SafeHint';

describe('SafeHint', () => {
  it('keeps formatting and drops images, handlers, scripts and javascript: links', () => {
    const { container } = render(
      <SafeHint html={'Arquivo <code>/x/<img src=x onerror=alert(1)></code> <strong>ok</strong><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">link</a>'} />,
    );
    const hint = container.querySelector('[data-testid="log-hint"]')!;
    expect(hint.querySelector('code')?.textContent).toBe('/x/');
    expect(hint.querySelector('strong')?.textContent).toBe('ok');
    expect(hint.querySelectorAll('img, script, [onerror], [onclick]')).toHaveLength(0);
    expect(hint.querySelector('a')?.getAttribute('href')).toBeNull();
  });
});
