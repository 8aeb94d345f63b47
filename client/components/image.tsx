import { useEffect, useRef, useState } from 'react';

const FALLBACK = '/images/placeholder.svg';

interface ImageProps {
  /** File name under /images/, as the data names it. */
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The largest image above the fold: load it first instead of lazily. */
  priority?: boolean;
}

/**
 * A self-hosted image with its size reserved (no layout shift) that swaps to a bundled
 * placeholder if it fails to load, including a failure that happened before hydration.
 */
export function Image({ src, alt, width, height, className, priority = false }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? FALLBACK : `/images/${src}`}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
