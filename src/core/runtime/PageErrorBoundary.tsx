import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a failed page or component shows: the failure said plainly, and a reload. */
export function ErrorNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" action={<Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>}>
      {t('shell.pageError')}
    </Alert>
  );
}

/**
 * A page or slot component that fails to load or render is contained, with a way out. When `resetKey`
 * changes (the path), a failed one is tried again.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode; resetKey?: string }, { failed: boolean; failedAt?: string }> {
  state: { failed: boolean; failedAt?: string } = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey?: string }, state: { failed: boolean; failedAt?: string }) {
    if (!state.failed || props.resetKey === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, failedAt: undefined };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorNotice /> : this.props.fallback;
  }
}
