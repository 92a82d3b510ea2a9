import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { CircularProgress, IconButton } from '@mui/material';
import { LazyTooltip } from './LazyTooltip';

interface Props {
  onClick: () => void;
  /** The button's accessible name, naming the row ("Excluir exemplo.com"). */
  label: string;
  /** The tooltip; the label where not given. */
  title?: string;
  /** While the row is being deleted a spinner with `deletingLabel` stands in for the button. */
  deleting: boolean;
  deletingLabel: string;
}

/** A list row's delete button, a spinner while that row is being deleted. */
export function RowDeleteButton({ onClick, label, title, deleting, deletingLabel }: Props) {
  if (deleting) return <CircularProgress size={24} aria-label={deletingLabel} />;
  return (
    <LazyTooltip title={title ?? label}>
      <IconButton size="small" onClick={onClick} aria-label={label}><DeleteOutline fontSize="small" /></IconButton>
    </LazyTooltip>
  );
}
