import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { useFirstQueriesAnswered } from './firstQueries';
import { PageErrorBoundary } from './PageErrorBoundary';
import { lazyModule } from './registry';
import { useModulesLoaded } from './useModulesLoaded';
import { usePageTitle } from './usePageTitle';

function TitledPage({ moduleKey, title }: { moduleKey: string; title?: string }) {
  const { resource } = useParams();
  usePageTitle(title, resource);
  const loaded = useModulesLoaded([moduleKey]);
  // A page whose lists decide its height draws once they have answered, instead of growing under the pointer.
  const answered = useFirstQueriesAnswered([moduleKey], loaded);
  if (!loaded || !answered) return <PageLoading />;
  const Page = lazyModule(moduleKey);
  return (
    <RouterNavigation>
      <Page />
    </RouterNavigation>
  );
}

/** A contributed page's code, loaded lazily under its title, its failures contained. */
export function LazyPage({ moduleKey, title }: { moduleKey: string; title?: string }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <TitledPage moduleKey={moduleKey} title={title} />
      </Suspense>
    </PageErrorBoundary>
  );
}
