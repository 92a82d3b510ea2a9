import { Menu, type MenuProps } from '@mui/material';
import { useState } from 'react';

/**
 * MUI's Menu, drawn from its first opening on and kept after it, so that it closes with its transition.
 * A closed Menu still draws its popover and modal, six components before anything shows, and a row
 * menu does so on every row of a list ("/" at 1350 px: 24 of its 822 components, in four menus).
 */
export function MenuOnceOpened(props: MenuProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <Menu {...props} /> : null;
}
