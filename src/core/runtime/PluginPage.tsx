import { Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Guard } from '../access/Guard';
import type { AccessCondition } from '../access/rules';
import { PageLoading } from '../layout/PageLoading';
import { PageErrorBoundary } from './PageErrorBoundary';
import { lazyModule } from './registry';
import { usePageTitle } from './usePageTitle';

function TitledPage({ moduleKey, title }: { moduleKey: string; title?: string }) {
  const { resource } = useParams();
  usePageTitle(title, resource);
  const Page = lazyModule(moduleKey);
  return <Page />;
}

/**
 * One contributed page or layout: its resource lower-cased by redirect, its access checked,
 * its code loaded lazily, its failures contained.
 */
export function PluginPage({ moduleKey, access, title }: { moduleKey: string; access: AccessCondition; title?: string }) {
  const location = useLocation();
  const { resource } = useParams();
  if (resource && resource !== resource.toLowerCase()) {
    const lower = location.pathname.replace(resource, resource.toLowerCase());
    return <Navigate to={lower + location.search} replace />;
  }
  return (
    <Guard access={access}>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <TitledPage moduleKey={moduleKey} title={title} />
        </Suspense>
      </PageErrorBoundary>
    </Guard>
  );
}
