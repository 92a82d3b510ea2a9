import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useEffect, useState, useSyncExternalStore, type ComponentType, type FocusEvent, type PointerEvent } from 'react';
import { whenIdle } from '../runtime/whenIdle';

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/**
 * Starts loading MUI's Tooltip (once); every LazyTooltip drawn learns when it is in. A failed load
 * (the network, a deploy that replaced the files) leaves the children as they are, named by their
 * titles, and the next pointer or focus asks again.
 */
export function loadTooltip(): Promise<unknown> {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

let idleLoadAsked = false;

/** The first tooltip on a page asks for the code once the browser is idle: after the page's own work. */
function loadWhenIdle() {
  if (idleLoadAsked || loaded) return;
  idleLoadAsked = true;
  whenIdle(loadTooltip);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

type Handler<E> = ((event: E) => void) | undefined;

/** The child's own handler, then ours. */
const after = <E,>(own: Handler<E>, then: () => void) => (event: E) => {
  own?.(event);
  then();
};

/**
 * MUI's Tooltip without its code (and Popper.js's, 9 KB gzip) in the first page's load: it arrives
 * once the browser is idle, or when the pointer or the focus first reaches what it describes. Until
 * then the child is drawn as the Tooltip draws it, named by a text title as the Tooltip names it.
 * The Tooltip then wraps the child, which React draws anew: never while the pointer is on it or it
 * has the focus, so no click is split between two nodes and no focus is lost.
 */
export function LazyTooltip({ children, ...props }: TooltipProps) {
  const Tooltip = useSyncExternalStore(subscribe, () => loaded, () => null);
  const [wrapped, setWrapped] = useState(Tooltip !== null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(loadWhenIdle, []);

  if (Tooltip && !wrapped && !hovered && !focused) setWrapped(true);
  if (Tooltip && wrapped) return <Tooltip {...props}>{children}</Tooltip>;

  const own = children.props as { 'aria-label'?: string; onPointerEnter?: Handler<PointerEvent>; onPointerLeave?: Handler<PointerEvent>; onFocus?: Handler<FocusEvent>; onBlur?: Handler<FocusEvent> };
  return cloneElement(children, {
    'aria-label': own['aria-label'] ?? (typeof props.title === 'string' && !props.describeChild ? props.title : undefined),
    onPointerEnter: after(own.onPointerEnter, () => {
      setHovered(true);
      void loadTooltip();
    }),
    onPointerLeave: after(own.onPointerLeave, () => setHovered(false)),
    onFocus: after(own.onFocus, () => {
      setFocused(true);
      void loadTooltip();
    }),
    onBlur: after(own.onBlur, () => setFocused(false)),
  } as Record<string, unknown>);
}
