import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One link of a sidebar list, as a list item so the list stays valid for assistive technology. */
export function SidebarLink({ to, selected, icon, text, indent = false }: { to: string; selected: boolean; icon?: ReactNode; text: string; indent?: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} selected={selected} aria-current={selected ? 'page' : undefined} sx={indent ? { pl: 3 } : undefined}>
        {icon && <ListItemIcon>{icon}</ListItemIcon>}
        <ListItemText primary={text} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
      </ListItemButton>
    </ListItem>
  );
}

export function SidebarNote({ text }: { text: string }) {
  return (
    <ListItem sx={{ pl: 3 }}>
      <ListItemText secondary={text} />
    </ListItem>
  );
}
