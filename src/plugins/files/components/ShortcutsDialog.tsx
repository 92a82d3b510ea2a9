import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const SHORTCUTS = [
  ['Alt+R', 'reload'], ['Ctrl+A', 'selectAll'], ['Esc', 'selectNone'], ['Del', 'remove'], ['F2', 'rename'], ['Enter', 'open'], ['Backspace', 'up'],
  ['↑ ↓', 'move'], ['Shift+↑ ↓', 'extend'], ['Ctrl+↑ ↓', 'focusOnly'], ['Space', 'toggle'], ['Home / End', 'ends'], ['a–z', 'typeAhead'], ['Shift+F10', 'menu'],
] as const;

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="files-shortcuts-title" maxWidth="xs" fullWidth>
      <DialogTitle id="files-shortcuts-title">{t('files.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map(([keys, name]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row"><kbd>{keys}</kbd></TableCell>
                <TableCell>{t(`files.shortcuts.${name}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions><Button onClick={onClose} autoFocus>{t('files.shortcuts.close')}</Button></DialogActions>
    </Dialog>
  );
}
