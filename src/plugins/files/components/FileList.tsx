import { Box, CircularProgress, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Inventory2Outlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UpIcon from '@mui/icons-material/DriveFolderUploadOutlined';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOUBLE_CLICK_MS, NAME_MAX, nameField, type FileEntry } from '../contract';
import { formatSize, modifiedExact, modifiedRelative } from './format';
import type { ClickModifiers } from './useSelection';

export const ROW_HEIGHT = 40;
const DRAG_TYPE = 'application/x-painel-files';
const COLUMNS = 'minmax(0, 1fr) 120px 170px 48px';

interface Props {
  files: FileEntry[];
  selected: ReadonlySet<string>;
  focus: number;
  loading: boolean;
  /** The rows still belong to the folder being left: shown dimmed, and nothing in them can be acted on. */
  stale?: boolean;
  renaming: { path: string; busy: boolean } | null;
  label: string;
  onClick: (index: number, modifiers: ClickModifiers) => void;
  onOpen: (file: FileEntry) => void;
  onMenu: (file: FileEntry, anchor: HTMLElement) => void;
  onMove: (paths: string[], dest: string) => void;
  onDropFiles: (files: File[]) => void;
  onRenameSubmit: (file: FileEntry, name: string) => void;
  onRenameCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

function TypeIcon({ file }: { file: FileEntry }) {
  if (file.id < 0) return <UpIcon fontSize="small" color="action" />;
  if (file.type === 'dir') return <FolderIcon fontSize="small" sx={{ color: '#f4b400' }} />;
  if (file.type === 'zip') return <ArchiveIcon fontSize="small" color="action" />;
  if (file.type === 'pdf') return <PdfIcon fontSize="small" color="error" />;
  if (file.type === 'link') return <LinkIcon fontSize="small" color="action" />;
  return <FileIcon fontSize="small" color="action" />;
}

function RenameField({ file, busy, onSubmit, onCancel }: { file: FileEntry; busy: boolean; onSubmit: (name: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(file.name);
  // The server's own rules (255 bytes, no control characters), shown under the field before any request.
  const checked = nameField.safeParse(value);
  const problem = value.trim() && !checked.success ? checked.error.issues[0]?.message : undefined;
  const submit = () => (problem ? undefined : onSubmit(value.trim()));
  return (
    <TextField size="small" autoFocus value={value} disabled={busy} fullWidth onChange={(event) => setValue(event.target.value)}
      error={!!problem} helperText={problem}
      slotProps={{ htmlInput: { 'aria-label': t('files.rename.label', { name: file.name }), maxLength: NAME_MAX, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') submit();
        if (event.key === 'Escape') onCancel();
      }}
      onBlur={() => (value.trim() && value.trim() !== file.name && !problem ? onSubmit(value.trim()) : onCancel())} />
  );
}

/**
 * The folder's rows, virtualised: only the rows in view (and a few around) are in the DOM, so a
 * folder of 10,000 files scrolls like one of ten. One focusable grid; the focused row is its
 * active descendant.
 */
export function FileList({ files, selected, focus, loading, stale = false, renaming, label, onClick, onOpen, onMenu, onMove, onDropFiles, onRenameSubmit, onRenameCancel, onKeyDown }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const lastClick = useRef<{ path: string; at: number } | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const virtualizer = useVirtualizer({ count: files.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  useEffect(() => {
    if (files.length > 0) virtualizer.scrollToIndex(focus, { align: 'auto' });
  }, [focus, files.length, virtualizer]);

  const click = (index: number, file: FileEntry, event: MouseEvent) => {
    scroller.current?.focus({ preventScroll: true });
    // When the click happened, not when its handler ran: on a busy phone the second handler can
    // run well after the second press, and the person still double-clicked.
    const now = event.timeStamp;
    const previous = lastClick.current;
    lastClick.current = { path: file.path, at: now };
    if (previous && previous.path === file.path && now - previous.at <= DOUBLE_CLICK_MS && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
      lastClick.current = null;
      onOpen(file);
      return;
    }
    onClick(index, event);
  };

  const dragStart = (file: FileEntry, event: DragEvent) => {
    const paths = selected.has(file.path) ? [...selected] : [file.path];
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(paths));
    event.dataTransfer.effectAllowed = 'move';
  };
  const canDropOn = (file: FileEntry) => file.type === 'dir' && !selected.has(file.path);
  const dragOver = (file: FileEntry, event: DragEvent) => {
    if (!canDropOn(file) || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(file.path);
  };
  const drop = (file: FileEntry, event: DragEvent) => {
    setDropTarget(null);
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (!raw || !canDropOn(file)) return;
    event.preventDefault();
    event.stopPropagation();
    const paths = (JSON.parse(raw) as string[]).filter((path) => path !== file.path);
    if (paths.length > 0) onMove(paths, file.path);
  };

  const focused = files[focus];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, position: 'relative' }}
      onDragOver={(event) => { if (event.dataTransfer.types.includes('Files')) event.preventDefault(); }}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        onDropFiles([...event.dataTransfer.files]);
      }}>
      <Box role="presentation" sx={{ display: 'grid', gridTemplateColumns: COLUMNS, px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2" component="span">{t('files.columns.name')}</Typography>
        <Typography variant="subtitle2" component="span">{t('files.columns.size')}</Typography>
        <Typography variant="subtitle2" component="span">{t('files.columns.modified')}</Typography>
        <span />
      </Box>
      <Box ref={scroller} role="grid" aria-label={label} aria-multiselectable="true" aria-rowcount={files.length} aria-busy={loading} tabIndex={0}
        aria-activedescendant={focused ? `${idPrefix}-row-${focus}` : undefined} onKeyDown={onKeyDown} data-testid="file-list"
        sx={{ height: 'min(60vh, 640px)', minHeight: 320, overflow: 'auto', outline: 'none', '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` } }}>
        <Box inert={stale} sx={{ height: virtualizer.getTotalSize(), position: 'relative', opacity: stale ? 0.5 : 1 }}>
          {!loading && files.every((file) => file.id < 0) && (
            <Typography color="text.secondary" sx={{ px: 2, py: 1, position: 'absolute', top: files.length * ROW_HEIGHT }}>{t('files.empty')}</Typography>
          )}
          {virtualizer.getVirtualItems().map((item) => {
            const file = files[item.index]!;
            const isSelected = selected.has(file.path);
            const isFocused = item.index === focus;
            const isRenaming = renaming?.path === file.path;
            return (
              <Box key={file.path + file.id} id={`${idPrefix}-row-${item.index}`} role="row" aria-rowindex={item.index + 1} aria-selected={file.id >= 0 ? isSelected : undefined}
                data-path={file.path} draggable={file.id >= 0 && !isRenaming}
                onClick={(event) => click(item.index, file, event)} onDragStart={(event) => dragStart(file, event)} onDragOver={(event) => dragOver(file, event)}
                onDragLeave={() => setDropTarget((current) => (current === file.path ? null : current))} onDrop={(event) => drop(file, event)}
                onContextMenu={(event) => { if (file.id < 0) return; event.preventDefault(); onMenu(file, event.currentTarget); }}
                sx={{
                  position: 'absolute', top: 0, left: 0, width: '100%', height: ROW_HEIGHT, transform: `translateY(${item.start}px)`,
                  display: 'grid', gridTemplateColumns: COLUMNS, alignItems: 'center', px: 2, cursor: 'default', userSelect: 'none',
                  bgcolor: dropTarget === file.path ? 'primary.light' : isSelected ? 'action.selected' : undefined,
                  outline: isFocused ? 1 : 0, outlineColor: 'primary.main', outlineOffset: -1,
                  '&:hover': { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
                }}>
                <Box role="gridcell" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <TypeIcon file={file} />
                  {isRenaming ? (
                    <RenameField file={file} busy={renaming.busy} onSubmit={(name) => onRenameSubmit(file, name)} onCancel={onRenameCancel} />
                  ) : (
                    <Typography noWrap variant="body2" title={file.name}>{file.name}</Typography>
                  )}
                  {isRenaming && renaming.busy && <CircularProgress size={16} aria-label={t('files.rename.busy')} />}
                </Box>
                <Typography role="gridcell" variant="body2" color="text.secondary">{file.id >= 0 && file.type !== 'dir' ? formatSize(file.size) : ''}</Typography>
                <Box role="gridcell">
                  {file.id >= 0 && (
                    <Tooltip title={modifiedExact(file.date)}>
                      <Typography variant="body2" color="text.secondary" component="span">{modifiedRelative(file.date)}</Typography>
                    </Tooltip>
                  )}
                </Box>
                <Box role="gridcell">
                  {file.id >= 0 && (
                    <IconButton size="small" tabIndex={-1} aria-label={t('files.actions.menu', { name: file.name })}
                      onClick={(event) => { event.stopPropagation(); onMenu(file, event.currentTarget); }}>
                      <MoreIcon fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
