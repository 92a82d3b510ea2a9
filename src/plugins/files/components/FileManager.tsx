import { ApiError, ConfirmDialog, publishError, useLeaveWarning, MenuOnceOpened } from '@core';
import { Alert, Card, CardContent, ListItemIcon, ListItemText, MenuItem, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExtractIcon from '@mui/icons-material/UnarchiveOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import RenameIcon from '@mui/icons-material/DriveFileRenameOutline';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, parentOf, type FileEntry } from '../contract';
import { CompressDialog } from './CompressDialog';
import { DownloadManyDialog } from './DownloadManyDialog';
import { ExtractDialog } from './ExtractDialog';
import { FileList } from './FileList';
import { NameDialog } from './NameDialog';
import { PathBreadcrumb } from './PathBreadcrumb';
import { PermissionsDialog } from './PermissionsDialog';
import { ShortcutsDialog } from './ShortcutsDialog';
import { Toolbar, type ToolbarAction } from './Toolbar';
import { UploadPanel } from './uploads/UploadPanel';
import { useUploads } from './uploads/useUploads';
import { followDownload, useFileActions, useListing } from './useFiles';
import { useFolderHistory } from './useFolderHistory';
import { TypeAhead } from './typeAhead';
import { useSelection } from './useSelection';

type Dialog =
  | { kind: 'newFolder' | 'newFile' | 'shortcuts' }
  | { kind: 'compress' | 'remove' | 'downloadMany'; files: FileEntry[] }
  | { kind: 'extract' | 'permissions'; file: FileEntry };

const ARCHIVE = /\.(zip|tar\.gz|tgz|gz)$/i;
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock']);

export const editorPath = (resource: string, path: string) => `/hosting/${encodeURIComponent(resource)}/files/edit?path=${encodeURIComponent(path)}`;

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The file manager of part 2 §2: breadcrumb, toolbar, the folder's list, dialogs and uploads. */
export function FileManager({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const folder = useFolderHistory();
  const listing = useListing(resource, folder.path);
  const files = useMemo(() => listing.data?.files ?? [], [listing.data]);
  const shownPath = listing.data?.path ?? folder.path;
  const selection = useSelection(files);
  const actions = useFileActions(resource);
  const uploads = useUploads(resource, () => void actions.refresh(), t('files.uploads.failed'));
  useLeaveWarning(uploads.busy, t('files.uploads.leave'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [menu, setMenu] = useState<{ file: FileEntry; anchor: HTMLElement } | null>(null);
  const [renaming, setRenaming] = useState<{ path: string; busy: boolean } | null>(null);
  const [typeAhead] = useState(() => new TypeAhead());
  const list = useRef<HTMLDivElement | null>(null);

  const { reset } = selection;
  useEffect(() => {
    reset();
    typeAhead.clear();
  }, [folder.path, reset, typeAhead]);

  const single = selection.selectedFiles.length === 1 ? selection.selectedFiles[0] : undefined;

  const download = async (chosen: FileEntry[]) => {
    if (chosen.length === 0) return;
    if (chosen.length > 1 || chosen[0]!.type === 'dir') return setDialog({ kind: 'downloadMany', files: chosen });
    try {
      followDownload((await actions.download(parentOf(chosen[0]!.path), chosen[0]!.name)).url);
    } catch {
      notify(t('files.errors.download'), { type: 'error' });
    }
  };

  const open = (file: FileEntry) => {
    if (file.id < 0 || file.type === 'dir') return folder.open(file.path);
    if (file.editable) return navigate(editorPath(resource, file.path));
    void download([file]);
  };

  const move = async (paths: string[], dest: string) => {
    actions.dropFromList(shownPath, paths);
    selection.selectNone();
    try {
      await actions.move.mutateAsync({ files: paths, dest });
    } catch {
      notify(t('files.errors.move'), { type: 'error' });
    } finally {
      void actions.refresh();
    }
  };

  const submitRename = async (file: FileEntry, name: string) => {
    if (!name || name === file.name) return setRenaming(null);
    const renamed = actions.renameInList(shownPath, file, name);
    setRenaming({ path: renamed, busy: true });
    selection.follow(file.path, renamed);
    try {
      await actions.rename.mutateAsync({ file: file.path, name });
      await actions.refresh();
    } catch (error) {
      actions.renameInList(shownPath, file, file.name);
      selection.follow(renamed, file.path);
      const refused = error instanceof ApiError ? error.fieldErrors.name : undefined;
      notify(refused ?? t('files.errors.rename', { name: file.name }), { type: 'error' });
    } finally {
      setRenaming(null);
      list.current?.focus();
    }
  };

  const run = (action: ToolbarAction) => {
    const chosen = selection.selectedFiles;
    switch (action) {
      case 'home': return folder.open('/public_html');
      case 'up': return folder.open(parentOf(folder.path));
      case 'back': return folder.back();
      case 'forward': return folder.forward();
      case 'reload': return void actions.refresh();
      case 'selectAll': return selection.selectAll();
      case 'selectNone': return selection.selectNone();
      case 'newFolder': return setDialog({ kind: 'newFolder' });
      case 'newFile': return setDialog({ kind: 'newFile' });
      case 'rename': return single && setRenaming({ path: single.path, busy: false });
      case 'compress': return chosen.length > 0 && setDialog({ kind: 'compress', files: chosen });
      case 'remove': return chosen.length > 0 && setDialog({ kind: 'remove', files: chosen });
      case 'download': return void download(chosen);
      case 'shortcuts': return setDialog({ kind: 'shortcuts' });
    }
  };

  // Alt+R, Ctrl+A, Del and F2 work anywhere on the page except while typing or in a dialog.
  const shortcut = (event: KeyboardEvent | globalThis.KeyboardEvent): boolean => {
    if (dialog || renaming || isTyping(event.target)) return false;
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    let action: ToolbarAction | null = null;
    if (event.altKey && key === 'r') action = 'reload';
    else if (command && key === 'a') action = 'selectAll';
    else if (event.key === 'Delete') action = 'remove';
    else if (event.key === 'F2') action = 'rename';
    if (!action) return false;
    event.preventDefault();
    run(action);
    return true;
  };
  const shortcutRef = useRef(shortcut);
  shortcutRef.current = shortcut;
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => {
      if (!list.current?.contains(event.target as Node)) shortcutRef.current(event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // Letters typed before Enter, Backspace or an arrow belong to an earlier search, not the next.
    if (event.key.length !== 1 && !MODIFIER_KEYS.has(event.key)) typeAhead.clear();
    if (shortcut(event)) return;
    // Backspace leaves the folder asked for, even before its rows have come.
    if (event.key === 'Backspace') {
      event.preventDefault();
      return run('up');
    }
    // Rows of the folder being left are not the ones the keys are meant for.
    if (listing.isPlaceholderData) return;
    const { focus } = selection;
    const moveTo = (index: number) => {
      const target = Math.max(0, Math.min(files.length - 1, index));
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) selection.setFocus(target);
      else selection.select(target, { shiftKey: event.shiftKey, ctrlKey: false, metaKey: false });
    };
    const page = Math.max(1, Math.floor((list.current?.clientHeight ?? 400) / 40) - 1);
    switch (event.key) {
      case 'ArrowDown': return moveTo(focus + 1);
      case 'ArrowUp': return moveTo(focus - 1);
      case 'PageDown': return moveTo(focus + page);
      case 'PageUp': return moveTo(focus - page);
      case 'Home': return moveTo(0);
      case 'End': return moveTo(files.length - 1);
      case 'Enter':
        event.preventDefault();
        if (files[focus]) open(files[focus]!);
        return;
      case ' ':
        event.preventDefault();
        selection.select(focus, { shiftKey: false, ctrlKey: true, metaKey: false });
        return;
      case 'Escape':
        return selection.selectNone();
      case 'ContextMenu':
        event.preventDefault();
        return files[focus] && files[focus]!.id >= 0 && openMenuAt(files[focus]!);
      case 'F10':
        if (event.shiftKey) {
          event.preventDefault();
          return files[focus] && files[focus]!.id >= 0 && openMenuAt(files[focus]!);
        }
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const text = typeAhead.type(event.key, event.timeStamp);
      const match = files.findIndex((file) => file.id >= 0 && file.name.toLowerCase().startsWith(text));
      if (match >= 0) moveTo(match);
      // A task after this key's redraw: the list has answered it then.
      setTimeout(() => typeAhead.answered(performance.now()), 0);
    }
  };

  const openMenuAt = (file: FileEntry) => {
    const row = list.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(file.path)}"]`);
    if (row) setMenu({ file, anchor: row });
  };

  const closeDialog = () => {
    setDialog(null);
    setTimeout(() => list.current?.focus(), 0);
  };
  const menuFile = menu?.file;
  const menuAction = (run: () => void) => () => {
    setMenu(null);
    run();
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={1}>
            <Toolbar allSelected={selection.allSelected} onAction={run} onUpload={(chosen) => uploads.add(chosen, shownPath)}
              can={{
                up: folder.path !== '/', back: folder.canBack, forward: folder.canForward, rename: !!single,
                compress: selection.selectedFiles.length > 0, remove: selection.selectedFiles.length > 0, download: selection.selectedFiles.length > 0,
                selectAll: files.some((file) => file.id >= 0),
              }} />
            <PathBreadcrumb path={shownPath} onOpen={folder.open} />
            {listing.isError && <Alert severity="error">{t('files.errors.list')}</Alert>}
            <div ref={(element) => { list.current = element?.querySelector('[role="grid"]') ?? null; }}>
              <FileList files={files} selected={selection.selected} focus={selection.focus} loading={listing.isFetching} stale={listing.isPlaceholderData} renaming={renaming}
                label={t('files.listLabel', { path: shownPath })} onClick={selection.select} onOpen={open} onMenu={(file, anchor) => setMenu({ file, anchor })}
                onMove={(paths, dest) => void move(paths, dest)} onDropFiles={(dropped) => uploads.add(dropped, shownPath)}
                onRenameSubmit={(file, name) => void submitRename(file, name)} onRenameCancel={() => { setRenaming(null); list.current?.focus(); }} onKeyDown={onListKey} />
            </div>
          </Stack>
        </CardContent>
      </Card>
      <UploadPanel items={uploads.items} onClear={uploads.clear} onRetry={uploads.retry} />

      <MenuOnceOpened open={!!menu} anchorEl={menu?.anchor} onClose={() => { setMenu(null); list.current?.focus(); }}>
        {menuFile && [
          <MenuItem key="download" onClick={menuAction(() => void download([menuFile]))}><ListItemIcon><DownloadIcon fontSize="small" /></ListItemIcon><ListItemText>{t('files.actions.download')}</ListItemText></MenuItem>,
          menuFile.editable && <MenuItem key="edit" onClick={menuAction(() => navigate(editorPath(resource, menuFile.path)))}><ListItemIcon><EditIcon fontSize="small" /></ListItemIcon><ListItemText>{t('files.actions.edit')}</ListItemText></MenuItem>,
          menuFile.type !== 'dir' && ARCHIVE.test(menuFile.name) && <MenuItem key="extract" onClick={menuAction(() => setDialog({ kind: 'extract', file: menuFile }))}><ListItemIcon><ExtractIcon fontSize="small" /></ListItemIcon><ListItemText>{t('files.actions.extract')}</ListItemText></MenuItem>,
          <MenuItem key="rename" onClick={menuAction(() => setRenaming({ path: menuFile.path, busy: false }))}><ListItemIcon><RenameIcon fontSize="small" /></ListItemIcon><ListItemText>{t('files.actions.rename')}</ListItemText></MenuItem>,
          <MenuItem key="permissions" onClick={menuAction(() => setDialog({ kind: 'permissions', file: menuFile }))}><ListItemIcon><LockIcon fontSize="small" /></ListItemIcon><ListItemText>{t('files.actions.permissions')}</ListItemText></MenuItem>,
          <MenuItem key="remove" onClick={menuAction(() => setDialog({ kind: 'remove', files: [menuFile] }))}><ListItemIcon><DeleteIcon fontSize="small" color="error" /></ListItemIcon><ListItemText>{t('files.actions.remove')}</ListItemText></MenuItem>,
        ]}
      </MenuOnceOpened>

      {dialog?.kind === 'newFolder' && <NameDialog title={t('files.toolbar.newFolder')} label={t('files.dialogs.folderName')} path={shownPath} onSave={(body) => actions.createFolder.mutateAsync(body)} onClose={closeDialog} />}
      {dialog?.kind === 'newFile' && <NameDialog title={t('files.toolbar.newFile')} label={t('files.dialogs.fileName')} path={shownPath} onSave={(body) => actions.createFile.mutateAsync(body)} onClose={closeDialog} />}
      {dialog?.kind === 'compress' && <CompressDialog dir={shownPath} files={dialog.files} onSave={(body) => actions.compress.mutateAsync(body)} onClose={closeDialog} />}
      {dialog?.kind === 'downloadMany' && (
        <DownloadManyDialog count={dialog.files.length} suggested={dialog.files.length === 1 ? `${dialog.files[0]!.name}.zip` : 'arquivos.zip'} onClose={closeDialog}
          onSave={async (name) => followDownload((await actions.downloadMany({ dir: shownPath, format: 'zip', name, files: dialog.files.map((file) => file.path) })).url)} />
      )}
      {dialog?.kind === 'permissions' && <PermissionsDialog file={dialog.file} onSave={(body) => actions.permissions.mutateAsync(body)} onClose={closeDialog} />}
      {dialog?.kind === 'extract' && (
        <ExtractDialog resource={resource} file={dialog.file} start={(body) => actions.extract.mutateAsync(body)} onClose={closeDialog} onFailed={() => void actions.refresh()}
          onDone={() => {
            notify(MESSAGES.extracted, { type: 'success' });
            void actions.refresh();
            closeDialog();
          }} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog title={t('files.remove.title', { count: dialog.files.length })} busy={actions.remove.isPending}
          question={dialog.files.length === 1 ? t('files.remove.one', { name: dialog.files[0]!.name }) : t('files.remove.many', { count: dialog.files.length })}
          onClose={closeDialog}
          onConfirm={() => {
            actions.remove.mutateAsync(dialog.files.map((file) => file.path)).then(() => {
              notify(MESSAGES.removed, { type: 'success' });
              selection.selectNone();
              closeDialog();
            }, (error: unknown) => publishError(error));
          }} />
      )}
      {dialog?.kind === 'shortcuts' && <ShortcutsDialog onClose={closeDialog} />}
    </Stack>
  );
}
