import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton, Table, TableBody, TableCell, TableContainer, TableRow, Tooltip, Typography } from '@mui/material';
import { usePhone } from '@core';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  items: string[];
  empty: string;
  deleteLabel: (item: string) => string;
  /** The item being removed: its row shows a spinner instead of the button. */
  removing?: string | null;
  onDelete: (item: string) => void;
}

/** Addresses with a delete button each (aliases, redirects, members, antispam entries); about 10 rows before scrolling (a phone scrolls the page instead). */
export function AddressTable({ label, items, empty, deleteLabel, removing, onDelete }: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  if (items.length === 0) return <Typography color="text.secondary" sx={{ py: 2 }}>{empty}</Typography>;
  return (
    <TableContainer sx={{ maxHeight: phone ? 'none' : 10 * 53 }}>
      <Table size="small" aria-label={label}>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item} hover>
              <TableCell sx={{ wordBreak: 'break-all' }}>{item}</TableCell>
              <TableCell align="right" sx={{ width: 56 }}>
                {removing === item ? (
                  <CircularProgress size={24} aria-label={t('email.common.deleting')} />
                ) : (
                  <Tooltip title={deleteLabel(item)}>
                    <IconButton size="small" onClick={() => onDelete(item)} aria-label={deleteLabel(item)}><DeleteOutline fontSize="small" /></IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
