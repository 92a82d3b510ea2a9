import { RowDeleteButton, type ListColumn } from '@core';
import { useTranslation } from 'react-i18next';

/** Domains and directories are long words: they break anywhere rather than widen the table. */
export const breaking = (label: string): ListColumn => ({ label, sx: { wordBreak: 'break-all' } });

/** The delete button every site-domains row ends with, named after the row. */
export function useDeleteButton(deletion: { deletingKey: string | null; ask: (key: string) => void }) {
  const { t } = useTranslation();
  return (key: string, name: string) => (
    <RowDeleteButton onClick={() => deletion.ask(key)} label={t('site-domains.common.deleteLabel', { name })} title={t('site-domains.common.delete')}
      deleting={deletion.deletingKey === key} deletingLabel={t('site-domains.common.deleting')} />
  );
}
