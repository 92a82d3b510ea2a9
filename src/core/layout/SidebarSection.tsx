import Add from '@mui/icons-material/Add';
import { IconButton, List, ListSubheader } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazyTooltip } from './LazyTooltip';

interface Props {
  /** Names the list for assistive technology and tests ("sidebar-<id>"). */
  id: string;
  title: string;
  add?: { to: string; label: string };
  children: ReactNode;
}

/** A titled list in the sidebar, with an optional "add" link beside the title. */
export function SidebarSection({ id, title, add, children }: Props) {
  const headingId = `sidebar-${id}`;
  return (
    <List dense aria-labelledby={headingId} data-testid={headingId}
      subheader={
        <ListSubheader id={headingId} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          {title}
          {add && (
            <LazyTooltip title={add.label}>
              <IconButton size="small" component={Link} to={add.to} aria-label={add.label}><Add fontSize="small" /></IconButton>
            </LazyTooltip>
          )}
        </ListSubheader>
      }>
      {children}
    </List>
  );
}
