import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs these files beside the PostgreSQL pass on two cores, where a stubbed answer has taken over
// Testing Library's default second to reach the page (a greeting still without the user's name).
// A query that cannot succeed still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`));
});
