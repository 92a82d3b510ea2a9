import path from 'node:path';
import type { Kysely } from 'kysely';
import { nowIso } from '@server/db/database';
import { DiskQuotaExceeded } from '@server/hostingFiles/diskQuota';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { AvailableProvider } from '../contract';
import { GitError } from './git';
import type { GitProvider, ProviderAccount } from './gitProvider';
import { publishBranch } from './publish';
import type { DeployTables } from './store';

export const DEPLOY_JOB = 'deploy.run';

const filesWord = (count: number) => (count === 1 ? '1 arquivo publicado' : `${count} arquivos publicados`);

function failureReason(error: unknown): string {
  if (error instanceof DiskQuotaExceeded) return 'os arquivos do repositório passariam do espaço em disco do plano desta hospedagem; libere espaço ou mude para um plano com mais disco';
  if (error instanceof GitError) return `o git respondeu "${error.detail.split('\n')[0]}"`;
  if (error && typeof error === 'object' && 'statusCode' in error) return 'o diretório de publicação não é válido';
  return 'ocorreu um erro ao copiar os arquivos';
}

/**
 * Runs one deploy: clones the integration's branch from the provider and copies its files into
 * the publish directory, then writes the outcome on the log entry the request opened. A failed
 * deploy is an outcome, not a job failure, so it is not retried. A run taken over after its worker
 * died publishes again unless the log entry has its outcome already.
 */
export function registerDeployJob(
  { jobs, files, dataDir }: ServerContext,
  deploy: Kysely<DeployTables>,
  accountOf: (userId: number, provider: AvailableProvider) => Promise<ProviderAccount | undefined>,
  providerOf: (provider: AvailableProvider) => GitProvider | null,
) {
  jobs.handle(DEPLOY_JOB, async (payload) => {
    const { logId } = payload as { logId: number };
    const entry = await deploy
      .selectFrom('deploy_logs')
      .innerJoin('deploy_integrations', 'deploy_integrations.id', 'deploy_logs.integration_id')
      .select(['deploy_logs.id', 'deploy_logs.succeeded', 'deploy_integrations.hosting_id', 'deploy_integrations.user_id', 'deploy_integrations.provider', 'deploy_integrations.repository', 'deploy_integrations.branch', 'deploy_integrations.dir'])
      .where('deploy_logs.id', '=', logId)
      .executeTakeFirst();
    if (!entry) return { succeeded: null };
    if (entry.succeeded !== null) return { succeeded: entry.succeeded === 1 };
    const finish = (succeeded: boolean, message: string) =>
      deploy.updateTable('deploy_logs').set({ succeeded: succeeded ? 1 : 0, message, date: nowIso() }).where('id', '=', logId).execute();
    const provider = providerOf(entry.provider as AvailableProvider);
    const account = await accountOf(entry.user_id, entry.provider as AvailableProvider);
    if (!provider || !account) {
      await finish(false, 'Não foi possível fazer o deploy: a conta do provedor git não está mais conectada.');
      return { succeeded: false };
    }
    try {
      const target = await files.resolve(entry.hosting_id, entry.dir, 'dir');
      const roomFor = (bytes: number) => files.quota.assertRoomFor(entry.hosting_id, bytes);
      const published = await publishBranch(provider.cloneSource(account, entry.repository), entry.branch, target, path.join(dataDir, 'tmp'), roomFor);
      await files.handedOver(entry.hosting_id, target);
      await finish(true, `Deploy concluído: commit ${published.commit} "${published.subject}" da branch ${entry.branch}, ${filesWord(published.files)} em ${entry.dir}.`);
      return { succeeded: true, commit: published.commit };
    } catch (error) {
      await finish(false, `Não foi possível fazer o deploy: ${failureReason(error)}.`);
      return { succeeded: false };
    }
  });
}
