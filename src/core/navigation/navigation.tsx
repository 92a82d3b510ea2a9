import { createContext, forwardRef, useContext, useEffect, useMemo, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * Where a page is and how it moves on, for the pages the signed-out shell draws: that shell provides it
 * from the browser's history (no router loads before sign-in), the full app from react-router.
 */
export interface Navigation {
  pathname: string;
  search: string;
  /** The route pattern's named segments (":provider"), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  navigate(to: string, options?: NavigateOptions): void;
}

export const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A signed-out page is drawn outside a shell that provides its navigation');
  return navigation;
}

export function useNavigate(): Navigation['navigate'] {
  return useNavigation().navigate;
}

export function useLocation(): { pathname: string; search: string } {
  const { pathname, search } = useNavigation();
  return useMemo(() => ({ pathname, search }), [pathname, search]);
}

export function useParams(): Navigation['params'] {
  return useNavigation().params;
}

/** The query string, and a way to replace it (the path stays). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { pathname, search, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: NavigateOptions) => navigate(next.size ? `${pathname}?${next}` : pathname, options);
  return [params, setParams];
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (!!target && target !== '_self');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

/** A link to another page of the panel: a plain click moves within the page, any other opens it as the browser would. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...props }, ref) {
  const { navigate } = useNavigation();
  return (
    <a
      {...props}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
});

/** Moves on to `to` once drawn. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useNavigation();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
