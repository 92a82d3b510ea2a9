import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import ForwardIcon from '@mui/icons-material/ArrowForward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import CompressIcon from '@mui/icons-material/FolderZipOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import NewFileIcon from '@mui/icons-material/NoteAddOutlined';
import NewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import ReloadIcon from '@mui/icons-material/Refresh';
import RenameIcon from '@mui/icons-material/DriveFileRenameOutline';
import SelectAllIcon from '@mui/icons-material/SelectAll';
import SelectNoneIcon from '@mui/icons-material/Deselect';
import UploadIcon from '@mui/icons-material/UploadOutlined';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToolbarAction = 'home' | 'up' | 'back' | 'forward' | 'reload' | 'selectAll' | 'selectNone' | 'newFolder' | 'newFile' | 'rename' | 'compress' | 'remove' | 'download' | 'shortcuts';

interface Props {
  can: Partial<Record<ToolbarAction, boolean>>;
  allSelected: boolean;
  onAction: (action: ToolbarAction) => void;
  onUpload: (files: File[]) => void;
}

function Action({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>{children}</IconButton>
      </span>
    </Tooltip>
  );
}

export function Toolbar({ can, allSelected, onAction, onUpload }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const action = (name: ToolbarAction, icon: ReactNode) => (
    <Action label={t(`files.toolbar.${name}`)} disabled={can[name] === false} onClick={() => onAction(name)}>{icon}</Action>
  );
  return (
    <Box role="toolbar" aria-label={t('files.toolbar.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25 }}>
      {action('home', <HomeIcon />)}
      {action('up', <UpIcon />)}
      {action('back', <BackIcon />)}
      {action('forward', <ForwardIcon />)}
      {action('reload', <ReloadIcon />)}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {allSelected ? action('selectNone', <SelectNoneIcon />) : action('selectAll', <SelectAllIcon />)}
      {action('newFolder', <NewFolderIcon />)}
      {action('newFile', <NewFileIcon />)}
      {action('rename', <RenameIcon />)}
      {action('compress', <CompressIcon />)}
      {action('remove', <DeleteIcon />)}
      {action('download', <DownloadIcon />)}
      <Action label={t('files.toolbar.upload')} onClick={() => input.current?.click()}><UploadIcon /></Action>
      <input ref={input} type="file" multiple hidden data-testid="upload-input"
        onChange={(event) => {
          onUpload([...(event.target.files ?? [])]);
          event.target.value = '';
        }} />
      <Box sx={{ flex: 1 }} />
      {action('shortcuts', <KeyboardIcon />)}
    </Box>
  );
}
