"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from "react";

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & {
  href: string;
  /** `false`: never prefetched, not even on intent. */
  prefetch?: false;
};

/**
 * next/link that prefetches its page when the visitor shows intent (the pointer enters it, it gets focus, a
 * touch begins on it) instead of when it scrolls into view (Next's "hover-triggered prefetch" guide). A
 * page's visible links were all fetched after it loaded: home's five were 43 KB of RSC to download and
 * decode on the phone's main thread while it hydrates, and five requests through Next (the page cache does
 * not answer them early) for every page view the server answered early (docs/performance.md).
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const prefetchOnIntent = () => {
    if (prefetch !== false && props.href.startsWith("/")) router.prefetch(props.href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
